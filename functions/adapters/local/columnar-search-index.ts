import type { SearchFilters, SearchIndex } from '../../core/ports';
import { mergeSpecialtyCounts } from '../../core/search/specialties';
import { Orderings } from './columnar/order';
import { evaluate } from './columnar/evaluate';
import { compile } from './columnar/query';
import { ColumnTable } from './columnar/table';

/**
 * The local stand-in for OpenSearch (DESIGN §5): a columnar in-memory engine
 * with the spec's substring semantics, exact totals and pre-sorted orders:
 * compile the filters to code lookups, mark matches (from inverted lists
 * when selective), then walk the pre-sorted order for the page.
 */
export const columnarSearchIndex = (): SearchIndex & { size(): number } => {
  const table = new ColumnTable();
  const orderings = new Orderings(table);
  let match = new Uint8Array(1024);
  let hits = new Int32Array(1024);

  /** Walks the order for the query, counting every match and keeping rows inside the window. */
  const run = (q: SearchFilters, offset: number, limit: number): { rows: number[]; total: number } => {
    const filters = compile(table, q);
    const { rows: order, pos } = orderings.rows(q.sortKey ?? 'name');
    const desc = q.sortDirection === 'desc';
    const n = order.length;
    const at = (i: number) => order[desc ? n - 1 - i : i] as number;
    const rows: number[] = [];
    if (!filters.length) {
      for (let i = offset; i < Math.min(n, offset + limit); i++) rows.push(at(i));
      return { rows, total: n };
    }
    // Buffers live with the engine and are cleared per query: fresh 250k-row arrays per request would only feed the GC.
    if (match.length < table.rows) [match, hits] = [new Uint8Array(table.rows * 2), new Int32Array(table.rows * 2)];
    else match.fill(0, 0, table.rows);
    const total = evaluate(table, filters, match, hits);
    if (total * 16 < n) {
      // Few hits: sort their positions in the order instead of walking all of it.
      const positions = new Int32Array(total);
      for (let i = 0; i < total; i++) positions[i] = pos[hits[i] as number] as number;
      positions.sort();
      for (let i = offset; i < Math.min(total, offset + limit); i++) rows.push(order[positions[desc ? total - 1 - i : i] as number] as number);
      return { rows, total };
    }
    for (let i = 0, seen = 0; i < n && rows.length < limit; i++) {
      const row = at(i);
      if (match[row] && seen++ >= offset) rows.push(row);
    }
    return { rows, total };
  };

  return {
    size: () => table.liveCount,
    async search(q, { offset, limit }) {
      const { rows, total } = run(q, offset, limit);
      return { items: rows.map((r) => table.doc(r)), total };
    },
    async searchIds(q, limit) {
      const { rows, total } = run(q, 0, limit);
      return { ids: rows.map((r) => table.ids[r] as string), total };
    },
    async specialtyCounts() {
      const values = table.dicts.specialty.values;
      return mergeSpecialtyCounts(values.map((specialty, code) => ({ specialty, count: table.specialtyCounts.data[code] ?? 0 })).filter((s) => s.count > 0));
    },
    async upsert(docs) {
      for (const d of docs) table.upsert(d);
    },
    async remove(ids) {
      for (const id of ids) table.remove(id);
    },
  };
};
