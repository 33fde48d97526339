import type { SearchFilters } from '../../../core/ports';
import { intentPredicate } from '../../../core/search/intent-predicates';
import type { PhysicianSummary } from '../../../core/schemas/physician';
import type { Filter } from './filter';
import type { ColumnTable } from './table';

/**
 * Issue 25's intent filters. Opted-in physicians are few, so the table
 * keeps their intent by row (`t.intents`, live rows only) and this filter
 * runs the reference predicate (core/search/intent-predicates.ts) over them
 * once per query, with the query's `intentAsOf`: expiry is judged now, not
 * at indexing. It drives from that short list and narrows by a set.
 */
export const intentFilter = (t: ColumnTable, q: SearchFilters): Filter | null => {
  const test = intentPredicate(q);
  if (!test) return null;
  const rows: number[] = [];
  for (const [row, intent] of t.intents) if (test({ intent } as PhysicianSummary)) rows.push(row);
  rows.sort((a, b) => a - b);
  const passing = new Set(rows);
  return {
    size: () => rows.length,
    drive: (out) => {
      out.set(rows);
      return rows.length;
    },
    exact: true,
    keep: (list, n) => {
      let k = 0;
      for (let i = 0; i < n; i++) if (passing.has(list[i] as number)) list[k++] = list[i] as number;
      return k;
    },
  };
};
