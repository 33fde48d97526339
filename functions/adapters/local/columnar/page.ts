import type { SearchFilters, SearchWindow } from '../../../core/ports';
import { distanceFilterOf } from '../../../core/search/distance';
import { distancePage } from './distance';
import { evaluate } from './evaluate';
import type { Orderings } from './order';
import { compile } from './query';
import type { ColumnTable } from './table';

/** Per-engine scratch buffers, cleared per query: fresh 250k-row arrays per request would only feed the GC. */
export interface Buffers {
  match: Uint8Array;
  hits: Int32Array;
}

/** First index in the sorted `xs` whose value is >= p (strict: > p). */
const bound = (xs: Int32Array, p: number, strict: boolean): number => {
  let [lo, hi] = [0, xs.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] as number) < p || (strict && xs[mid] === p)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * The page of one query in the pre-sorted order, by offset or next to an
 * anchor row (the same contract as OpenSearch's search_after, see
 * aws/opensearch-paging.ts): `after` is the `limit` matches that follow the
 * anchor's place in the order, `before` the `limit` that precede it; the
 * anchor need not match. A gone anchor, or fewer than a page before it,
 * falls back to the offset, as the OpenSearch adapter does.
 */
export const runPage = (t: ColumnTable, orderings: Orderings, buf: Buffers, q: SearchFilters, w: SearchWindow): { rows: number[]; total: number } => {
  const { offset, limit } = w;
  const filters = compile(t, q);
  // The distance order has no pre-sorted permutation and no cursors: it pages by offset (columnar/distance.ts).
  const distance = q.sortKey === 'distance' ? distanceFilterOf(q) : null;
  const { rows: order, pos } = orderings.rows(q.sortKey === undefined || q.sortKey === 'distance' ? 'name' : q.sortKey);
  const desc = q.sortDirection === 'desc';
  const n = order.length;
  const at = (i: number) => order[desc ? n - 1 - i : i] as number;
  const anchorRow = w.anchor && !distance ? t.rowOf.get(w.anchor.id) : undefined;
  // The anchor's position in the ascending order, or null when it is gone.
  const p = anchorRow !== undefined && t.alive[anchorRow] ? (pos[anchorRow] as number) : null;
  const side = w.anchor?.side;

  /** Rows [start, start + limit) of a view that can be indexed; `before`/`after` name where the anchor falls in it. */
  const slice = (total: number, row: (i: number) => number, anchor: { before: number; after: number } | null) => {
    const start = anchor === null ? offset : side === 'after' ? anchor.after : anchor.before >= limit ? anchor.before - limit : offset;
    const rows: number[] = [];
    for (let i = start; i < Math.min(total, start + limit); i++) rows.push(row(i));
    return { rows, total };
  };

  if (!filters.length) {
    const view = p === null ? null : desc ? n - 1 - p : p;
    return slice(n, at, view === null ? null : { before: view, after: view + 1 });
  }
  if (buf.match.length < t.rows) [buf.match, buf.hits] = [new Uint8Array(t.rows * 2), new Int32Array(t.rows * 2)];
  else buf.match.fill(0, 0, t.rows);
  const { match, hits } = buf;
  const total = evaluate(t, filters, match, hits);
  if (distance) return { rows: distancePage(t, orderings, hits, total, distance.origin, desc, w), total };
  if (total * 16 < n) {
    // Few hits: sort their positions in the order instead of walking all of it; an anchor is found by binary search.
    const positions = new Int32Array(total);
    for (let i = 0; i < total; i++) positions[i] = pos[hits[i] as number] as number;
    positions.sort();
    const row = (i: number) => order[positions[desc ? total - 1 - i : i] as number] as number;
    if (p === null) return slice(total, row, null);
    const [below, upTo] = [bound(positions, p, false), bound(positions, p, true)];
    return slice(total, row, desc ? { before: total - upTo, after: total - below } : { before: below, after: upTo });
  }
  const rows: number[] = [];
  if (p !== null) {
    // Walk from the anchor's place outwards: a page next to it costs the rows between, not the rows above.
    const view = desc ? n - 1 - p : p;
    const step = side === 'after' ? 1 : -1;
    for (let i = view + step; i >= 0 && i < n && rows.length < limit; i += step) if (match[at(i)]) rows.push(at(i));
    if (side === 'after') return { rows, total };
    if (rows.length === limit) return { rows: rows.reverse(), total };
    rows.length = 0;
  }
  for (let i = 0, seen = 0; i < n && rows.length < limit; i++) {
    const row = at(i);
    if (match[row] && seen++ >= offset) rows.push(row);
  }
  return { rows, total };
};
