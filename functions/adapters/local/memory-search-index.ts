import type { SearchIndex } from '../../core/ports';
import type { PhysicianSummary } from '../../core/schemas/physician';
import { comparatorOf, predicateOf } from '../../core/search/matcher';
import { mergeSpecialtyCounts } from '../../core/search/specialties';

/**
 * The local stand-in for OpenSearch: documents in memory, filtered with the
 * reference predicate. The columnar engine of DESIGN §5 replaces the scan
 * when the data set grows (issue 3); the port stays the same.
 */
export const memorySearchIndex = (): SearchIndex & { size(): number } => {
  const docs = new Map<string, PhysicianSummary>();
  return {
    size: () => docs.size,
    async search(query, { offset, limit }) {
      const hits = [...docs.values()].filter(predicateOf(query)).sort(comparatorOf(query.sortKey, query.sortDirection));
      return { items: hits.slice(offset, offset + limit), total: hits.length };
    },
    async specialtyCounts() {
      const counts = new Map<string, number>();
      for (const d of docs.values()) counts.set(d.specialty, (counts.get(d.specialty) ?? 0) + 1);
      return mergeSpecialtyCounts([...counts].map(([specialty, count]) => ({ specialty, count })));
    },
    async upsert(batch) {
      for (const d of batch) docs.set(d.id, d);
    },
    async remove(ids) {
      for (const id of ids) docs.delete(id);
    },
  };
};
