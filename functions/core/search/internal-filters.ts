import type { InternalFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';

/**
 * The reference semantics of the server-set filters (issue 17), shared by
 * the matcher; the engines implement the same (columnar: a numeric column
 * and an id set; OpenSearch: a `range` on a `date` field and `must_not ids`).
 */

/** At most this many ids are excluded: OpenSearch takes them in one `ids` query, and a bigger body is refused by the API. */
export const EXCLUDE_IDS_MAX = 10_000;

/** Epoch milliseconds of an ISO time; NaN when absent or unparsable (such a profile never passes a publication window). */
export const epochMillis = (iso: string | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/** The publication window as epoch milliseconds: (after, until]; null when neither bound is set. */
export const publicationWindow = (q: InternalFilters): { after: number; until: number } | null =>
  q.publishedAfter === undefined && q.publishedUntil === undefined
    ? null
    : { after: q.publishedAfter ? Date.parse(q.publishedAfter) : Number.NEGATIVE_INFINITY, until: q.publishedUntil ? Date.parse(q.publishedUntil) : Number.POSITIVE_INFINITY };

export const inWindow = (w: { after: number; until: number }, millis: number): boolean => millis > w.after && millis <= w.until;

export const internalPredicates = (q: InternalFilters): Array<(p: PhysicianSummary) => boolean> => {
  const out: Array<(p: PhysicianSummary) => boolean> = [];
  const w = publicationWindow(q);
  if (w) out.push((p) => inWindow(w, epochMillis(p.publishedAt)));
  if (q.excludeIds?.length) {
    const excluded = new Set(q.excludeIds);
    out.push((p) => !excluded.has(p.id));
  }
  return out;
};
