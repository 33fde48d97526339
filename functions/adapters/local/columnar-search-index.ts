import type { SearchFilters, SearchIndex, SearchWindow } from '../../core/ports';
import { nextVersion } from '../../core/physician-version';
import { mergeSpecialtyCounts } from '../../core/search/specialties';
import { withDistance } from './columnar/distance';
import { Orderings } from './columnar/order';
import { specialtyCodeCounts } from './columnar/facets';
import { runPage } from './columnar/page';
import { Scratch } from './columnar/filter';
import { releaseFlags } from './columnar/flag-arena';
import { ColumnTable } from './columnar/table';

/**
 * The local stand-in for OpenSearch (DESIGN §5): a columnar in-memory engine
 * with the spec's substring semantics, exact totals and pre-sorted orders:
 * compile the filters to code lookups, list the matches from the most
 * selective filter's driver, then select the page in the pre-sorted order.
 */
export const columnarSearchIndex = (): SearchIndex & { size(): number } => {
  const table = new ColumnTable();
  /** The version each id was last changed at through `apply`/`remove`; `upsert` loads without one. */
  const versions = new Map<string, number>();
  const orderings = new Orderings(table);
  // Scratch lives with the engine; a query clears only what it touched (columnar/filter.ts).
  const scratch = new Scratch();

  /** The rows of one page in the pre-sorted order, by offset or next to an anchor, with the exact total. */
  const run = (q: SearchFilters, window: SearchWindow) => {
    try {
      return runPage(table, orderings, scratch, q, window);
    } finally {
      releaseFlags();
    }
  };

  return {
    size: () => table.liveCount,
    async search(q, window) {
      const { rows, total, anchored } = run(q, window);
      return { items: withDistance(q, rows.map((r) => table.doc(r))), total, anchored };
    },
    async searchIds(q, limit) {
      const { rows, total } = run(q, { offset: 0, limit });
      return { ids: rows.map((r) => table.ids[r] as string), total };
    },
    async specialtyCounts(q) {
      let counts: Int32Array;
      try {
        counts = specialtyCodeCounts(table, q, scratch);
      } finally {
        releaseFlags();
      }
      const values = table.dicts.specialty.values;
      return mergeSpecialtyCounts(values.map((specialty, code) => ({ specialty, count: counts[code] ?? 0 })).filter((s) => s.count > 0));
    },
    async upsert(docs) {
      for (const d of docs) {
        table.upsert(d);
        versions.delete(d.id);
      }
    },
    async remove(ids) {
      for (const id of ids) {
        table.remove(id);
        versions.set(id, nextVersion(versions.get(id)));
      }
    },
    // OpenSearch's external versioning: a change lands only above the version held, a removal's included (kept for good: ids are never reused).
    async apply(changes) {
      for (const c of changes) {
        const id = c.kind === 'upsert' ? c.doc.id : c.id;
        if ((versions.get(id) ?? 0) >= c.version) continue;
        versions.set(id, c.version);
        if (c.kind === 'upsert') table.upsert(c.doc);
        else table.remove(id);
      }
      return { retryable: [], rejected: [] };
    },
  };
};
