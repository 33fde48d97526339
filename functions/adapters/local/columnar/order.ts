import { compareCodePoints, type SortKey } from '../../../core/search/sort-key';
import type { ColumnTable, SingleField } from './table';

const sortField: Record<SortKey, SingleField> = { name: 'lastName', specialty: 'specialty', location: 'city' };

/**
 * One pre-sorted permutation of the live rows per sort key, so a page never
 * sorts: it walks the permutation (backwards for desc) and keeps matches.
 * Rebuilt lazily after a change; the comparison uses dictionary ranks, so
 * it is integer work, and it mirrors core/search/matcher.ts comparatorOf.
 */
export class Orderings {
  private cache = new Map<SortKey, { version: number; rows: Int32Array; pos: Int32Array }>();

  constructor(private readonly t: ColumnTable) {}

  /** The live rows in order, and each row's position in it (for sorting a few hits by position). */
  rows(key: SortKey): { rows: Int32Array; pos: Int32Array } {
    const hit = this.cache.get(key);
    if (hit && hit.version === this.t.version) return hit;
    const rows = this.build(key);
    const pos = new Int32Array(this.t.rows).fill(-1);
    for (let i = 0; i < rows.length; i++) pos[rows[i] as number] = i;
    const entry = { version: this.t.version, rows, pos };
    this.cache.set(key, entry);
    return entry;
  }

  private build(key: SortKey): Int32Array {
    const t = this.t;
    const field = sortField[key];
    const primary = t.dicts[field].ranks();
    const lastRank = t.dicts.lastName.ranks();
    const firstRank = t.dicts.firstName.ranks();
    const col = t.cols[field].data;
    const last = t.cols.lastName.data;
    const first = t.cols.firstName.data;
    const ids = t.ids;
    const live: number[] = [];
    for (let r = 0; r < t.rows; r++) if (t.alive[r]) live.push(r);
    live.sort(
      (a, b) =>
        primary[col[a]!]! - primary[col[b]!]! ||
        lastRank[last[a]!]! - lastRank[last[b]!]! ||
        firstRank[first[a]!]! - firstRank[first[b]!]! ||
        compareCodePoints(ids[a]!, ids[b]!),
    );
    return Int32Array.from(live);
  }
}
