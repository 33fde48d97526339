import type { SearchFilters, SearchWindow } from '../../../core/ports';
import { distanceFilterOf } from '../../../core/search/distance';
import { distancePage } from './distance';
import { evaluate } from './evaluate';
import { has } from './row-bitmap';
import type { Scratch } from './filter';
import { smallestK } from './top-k';
import type { Orderings } from './order';
import { compile } from './query';
import type { ColumnTable } from './table';

/**
 * The page of one query in the pre-sorted order, by offset or next to an
 * anchor row (the same contract as OpenSearch's search_after, see
 * aws/opensearch-paging.ts): `after` is the `limit` matches that follow the
 * anchor's place in the order, `before` the `limit` that precede it; the
 * anchor need not match. A gone anchor, or fewer than a page before it,
 * falls back to the offset, as the OpenSearch adapter does.
 */
export type RowPage = { rows: number[]; total: number; anchored: boolean };

export const runPage = (t: ColumnTable, orderings: Orderings, scratch: Scratch, q: SearchFilters, w: SearchWindow): RowPage => {
  const { offset, limit } = w;
  const filters = compile(t, q);
  // The distance order has no pre-sorted permutation and no cursors: it pages by offset (columnar/distance.ts).
  const distance = q.sortKey === 'distance' ? distanceFilterOf(q) : null;
  const { rows: order, pos } =
    q.sortKey === 'intent' ? orderings.intent(q.intentAsOf) : orderings.rows(q.sortKey === undefined || q.sortKey === 'distance' ? 'name' : q.sortKey);
  const desc = q.sortDirection === 'desc';
  const n = order.length;
  const at = (i: number) => order[desc ? n - 1 - i : i] as number;
  const anchorRow = w.anchor && !distance ? t.rowOf.get(w.anchor.id) : undefined;
  // The anchor's position in the ascending order, or null when it is gone.
  const p = anchorRow !== undefined && t.alive[anchorRow] ? (pos[anchorRow] as number) : null;
  const side = w.anchor?.side;

  /** Rows [start, start + limit) of a view that can be indexed; `before`/`after` name where the anchor falls in it. */
  const slice = (total: number, row: (i: number) => number, anchor: { before: number; after: number } | null): RowPage => {
    const anchored = anchor !== null && (side === 'after' || anchor.before >= limit);
    const start = !anchored || anchor === null ? offset : side === 'after' ? anchor.after : anchor.before - limit;
    const rows: number[] = [];
    for (let i = start; i < Math.min(total, start + limit); i++) rows.push(row(i));
    return { rows, total, anchored };
  };

  if (!filters.length) {
    const view = p === null ? null : desc ? n - 1 - p : p;
    return slice(n, at, view === null ? null : { before: view, after: view + 1 });
  }
  const total = evaluate(t, filters, scratch);
  if (distance) return { rows: distancePage(t, orderings, scratch, total, distance.origin, desc, w), total, anchored: false };
  if (total * 16 < n) return fewHits(total, scratch.rowsOf(total), scratch, n, pos, desc, at, p === null ? null : desc ? n - 1 - p : p, w);
  // Many hits: a bit per row, which a broad query's evaluation may have left already (evaluate.ts).
  return { ...walk(n, at, scratch.bitsOf(total), p === null ? null : desc ? n - 1 - p : p, w), total };
};

/** Many hits: walk the order keeping matches, from the anchor's place outwards or from the top to the offset. */
const walk = (n: number, at: (i: number) => number, match: Uint32Array, view: number | null, w: SearchWindow): { rows: number[]; anchored: boolean } => {
  const { offset, limit } = w;
  const rows: number[] = [];
  if (view !== null) {
    // A page next to the anchor costs the rows between, not the rows above.
    const step = w.anchor?.side === 'after' ? 1 : -1;
    for (let i = view + step; i >= 0 && i < n && rows.length < limit; i += step) if (has(match, at(i))) rows.push(at(i));
    if (step === 1) return { rows, anchored: true };
    if (rows.length === limit) return { rows: rows.reverse(), anchored: true };
    rows.length = 0;
  }
  for (let i = 0, seen = 0; i < n && rows.length < limit; i++) {
    const row = at(i);
    if (has(match, row) && seen++ >= offset) rows.push(row);
  }
  return { rows, anchored: false };
};

/**
 * Few hits: select by their place in the view (the order, reversed for
 * desc) instead of walking all of it. Without an anchor the page is the
 * offset + limit first; `after` is the limit first past the anchor's
 * place, `before` the limit last ahead of it when there are that many
 * (else the offset, as runPage says).
 */
const fewHits = (
  total: number,
  hits: Int32Array,
  scratch: Scratch,
  n: number,
  pos: Int32Array,
  desc: boolean,
  at: (i: number) => number,
  anchor: number | null,
  w: SearchWindow,
): RowPage => {
  const { offset, limit } = w;
  const { keys, ties } = scratch.sortKeys(total);
  /** The k first views in (lo, hi), skipping `skip`; sign -1 picks the last ones instead, still returned in order. */
  const pick = (lo: number, hi: number, sign: number, k: number, skip: number, anchored: boolean): RowPage => {
    let m = 0;
    for (let i = 0; i < total; i++) {
      const p = pos[hits[i] as number] as number;
      const v = desc ? n - 1 - p : p;
      if (v > lo && v < hi) {
        keys[m] = sign * v;
        ties[m++] = 0;
      }
    }
    const views = Array.from(smallestK(keys, ties, m, k).subarray(skip), (j) => sign * (keys[j] as number));
    return { rows: (sign < 0 ? views.reverse() : views).map(at), total, anchored };
  };
  if (anchor !== null && w.anchor?.side === 'after') return pick(anchor, n, 1, limit, 0, true);
  if (anchor !== null) {
    let before = 0;
    for (let i = 0; i < total; i++) {
      const p = pos[hits[i] as number] as number;
      if ((desc ? n - 1 - p : p) < anchor) before++;
    }
    if (before >= limit) return pick(-1, anchor, -1, limit, 0, true);
  }
  return pick(-1, n, 1, offset + limit, Math.min(offset, total), false);
};
