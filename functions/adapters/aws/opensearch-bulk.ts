import type { Client } from './opensearch-http';
import * as z from '../../core/zod';
import type { ApplyResult, IndexChange } from '../../core/ports';
import { toDocument } from './opensearch-document';

/** 500 profiles of ~1-2 KB stay far below the domain's 10 MB request limit. */
export const BULK_CHUNK = 500;

const bulkResponse = z.object({
  errors: z.boolean(),
  items: z.array(
    z.record(
      z.string(),
      z.object({
        _id: z.string().nullish(),
        status: z.number(),
        error: z.object({ type: z.string(), reason: z.string().nullish() }).optional(),
      }),
    ),
  ),
});

export interface BulkTarget {
  /** An alias: every bulk is sent with require_alias=true, so a write can never auto-create an index with a dynamic mapping. */
  readonly alias: string;
  /**
   * The rebuild's alias may vanish between the lookup and the write (the swap
   * or an abandoned rebuild dropped it): its 404 index_not_found is no
   * failure, but the change went nowhere, so it is returned in `gone` for the
   * caller to send to the live alias.
   */
  readonly mayBeGone?: boolean;
}

export interface BulkResult extends ApplyResult {
  /** Changes refused with index_not_found by a `mayBeGone` target: they reached no index. */
  readonly gone: readonly string[];
  /** Changes refused (409) because the index holds a higher version: a newer write landed first. Counted and logged, no failure. */
  readonly superseded: readonly string[];
}

export interface BulkOptions {
  /** 'wait_for': answer once a refresh made the changes visible to search (removals); else the index's own 1 s refresh. */
  readonly refresh?: false | 'wait_for';
}

const id = (c: IndexChange) => (c.kind === 'upsert' ? c.doc.id : c.id);

/** The last change of each id, in the order of those last changes: later stream records of an id win, as they would applied one by one. */
export const lastPerId = (changes: readonly IndexChange[]): IndexChange[] => [...new Map(changes.map((c) => [id(c), c])).values()];

/**
 * External versioning: OpenSearch applies an index or delete only when its
 * version is above the stored one (a delete's stays as a tombstone for
 * index.gc_deletes), and answers 409 version_conflict_engine_exception for a
 * stale one, which is the point: a newer write already landed.
 * https://docs.opensearch.org/latest/api-reference/document-apis/index-document/ (version, version_type)
 */
const linesOf = (c: IndexChange): object[] =>
  c.kind === 'upsert'
    ? [{ index: { _id: c.doc.id, version: c.version, version_type: 'external' } }, toDocument(c.doc)]
    : [{ delete: { _id: c.id, version: c.version, version_type: 'external' } }];

type Item = z.infer<typeof bulkResponse>['items'][number][string];

/**
 * A 409 of external versioning says "current version [7] is higher or equal
 * to the one provided [5]" (VersionConflictEngineException). Equal is a
 * replay of what is stored (a retried batch, a re-sent mirror write): a
 * no-op. Higher means this change lost to a newer one, which is worth
 * knowing; an unreadable reason counts as that.
 */
const supersededBy = (item: Item): boolean => {
  const m = /current version \[(\d+)\] is higher or equal to the one provided \[(\d+)\]/.exec(item.error?.reason ?? '');
  return !m || Number(m[1]) > Number(m[2]);
};

/** What an item's status means to us. 404 on a delete is "already gone"; 404 index_not_found is the alias missing. */
const outcome = (item: Item, target: BulkTarget): 'ok' | 'superseded' | 'gone' | 'retryable' | 'rejected' => {
  if (item.status === 409) return supersededBy(item) ? 'superseded' : 'ok';
  if (item.status < 300) return 'ok';
  if (item.status === 404 && item.error?.type === 'index_not_found_exception') return target.mayBeGone ? 'gone' : 'rejected';
  if (item.status === 404 && !item.error) return 'ok';
  return item.status === 429 || item.status >= 500 ? 'retryable' : 'rejected';
};

const chunks = <T>(xs: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(xs.length / BULK_CHUNK) }, (_, i) => xs.slice(i * BULK_CHUNK, (i + 1) * BULK_CHUNK));

/**
 * One bulk request per chunk of 500 to the target alias. A bulk answers 200
 * even when items fail; each item carries its own status, in request order.
 * A request that gets no usable answer (after the client's own retries of
 * 429/502/503/504 and network errors) makes every item in it retryable.
 */
export const bulkApply = async (client: Client, target: BulkTarget, changes: readonly IndexChange[], o: BulkOptions = {}): Promise<BulkResult> => {
  const retryable: string[] = [];
  const rejected: string[] = [];
  const gone: string[] = [];
  const superseded: string[] = [];
  for (const chunk of chunks(lastPerId(changes))) {
    let items: Item[];
    try {
      const { body } = await client.bulk({ index: target.alias, body: chunk.flatMap(linesOf), refresh: o.refresh ?? false, requireAlias: true });
      items = bulkResponse.parse(body).items.map((i) => Object.values(i)[0] as Item);
    } catch (e) {
      console.warn(`OpenSearch bulk to ${target.alias} failed as a whole: ${e instanceof Error ? e.message : String(e)}`);
      retryable.push(...chunk.map(id));
      continue;
    }
    chunk.forEach((c, i) => {
      const item = items[i];
      const what = item ? outcome(item, target) : 'retryable';
      if (what === 'ok') return;
      if (what === 'gone' || what === 'superseded') {
        (what === 'gone' ? gone : superseded).push(id(c));
        return;
      }
      // Ids are random, not personal; the reason may quote a field name, never a value.
      console.warn(`OpenSearch bulk ${c.kind} of ${id(c)} on ${target.alias}: ${item?.status ?? 'no item'} ${item?.error?.type ?? ''}`);
      (what === 'retryable' ? retryable : rejected).push(id(c));
    });
  }
  // One line per request, with a count a metric filter can sum: a stream that keeps losing to newer versions is worth a look.
  if (superseded.length) console.info(`OpenSearch bulk to ${target.alias}: ${superseded.length} version conflict(s) with a higher stored version (a newer write landed first), e.g. ${superseded.slice(0, 5).join(', ')}`);
  return { retryable, rejected, gone, superseded };
};

/** Merges the outcomes of the same changes on several targets: an id failed if it failed anywhere, for good if for good anywhere. */
export const mergeResults = (results: readonly ApplyResult[]): ApplyResult => {
  const rejected = new Set(results.flatMap((r) => r.rejected));
  const retryable = new Set(results.flatMap((r) => r.retryable).filter((i) => !rejected.has(i)));
  return { retryable: [...retryable], rejected: [...rejected] };
};

/** The ids of these changes, once each. */
export const idsOf = (changes: readonly IndexChange[]): string[] => [...new Set(changes.map(id))];
