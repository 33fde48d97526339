import { statusRankOf } from '../../../core/search/intent-rank';
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

  private intentCache: { version: number; live: Int32Array; rows: Int32Array; pos: Int32Array } | null = null;
  private candidates: { version: number; rows: Int32Array; expires: string[] } | null = null;

  /**
   * The intent order (issue 25) at a query time: rows whose intent is
   * current then (actively looking, then open; each in the name order),
   * then every other row in the name order. It is a permutation like the
   * others, so paging and cursors walk it the same way. Ranked rows are few
   * (opted in, t.intents); the permutation is rebuilt only when the table
   * changes or an intent's expiry passes, which the query times of
   * consecutive searches rarely cross.
   */
  intent(asOf: string | undefined): { rows: Int32Array; pos: Int32Array } {
    const { rows: ranked, expires } = this.rankedRows();
    const live: number[] = [];
    for (let i = 0; i < ranked.length; i++) if (asOf !== undefined && (expires[i] as string) > asOf) live.push(ranked[i] as number);
    const hit = this.intentCache;
    if (hit && hit.version === this.t.version && sameRows(hit.live, live)) return hit;
    const { rows: byName } = this.rows('name');
    const n = byName.length;
    const rows = new Int32Array(n);
    const first = new Uint8Array(this.t.rows);
    for (let i = 0; i < live.length; i++) {
      rows[i] = live[i] as number;
      first[live[i] as number] = 1;
    }
    for (let i = 0, k = live.length; i < n; i++) if (!first[byName[i] as number]) rows[k++] = byName[i] as number;
    const pos = new Int32Array(this.t.rows).fill(-1);
    for (let i = 0; i < n; i++) pos[rows[i] as number] = i;
    this.intentCache = { version: this.t.version, live: Int32Array.from(live), rows, pos };
    return this.intentCache;
  }

  /** Rows that may rank (looking or open), by status rank then name; each with its expiry, judged per query. */
  private rankedRows(): { rows: Int32Array; expires: string[] } {
    if (this.candidates?.version === this.t.version) return this.candidates;
    const { pos } = this.rows('name');
    // Only the status decides here; the query's time decides liveness in intent().
    const entries = [...this.t.intents]
      .map(([row, intent]) => ({ row, rank: statusRankOf(intent.status), expires: intent.expiresAt }))
      .filter((e) => e.rank < 2)
      .sort((a, b) => a.rank - b.rank || (pos[a.row] as number) - (pos[b.row] as number));
    this.candidates = { version: this.t.version, rows: Int32Array.from(entries, (e) => e.row), expires: entries.map((e) => e.expires) };
    return this.candidates;
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

const sameRows = (a: Int32Array, b: readonly number[]): boolean => a.length === b.length && b.every((r, i) => a[i] === r);
