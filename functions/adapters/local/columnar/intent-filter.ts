import type { SearchFilters } from '../../../core/ports';
import { intentPredicate } from '../../../core/search/intent-predicates';
import type { PhysicianSummary } from '../../../core/schemas/physician';
import { type Filter, listedRows } from './filter';
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
  return listedRows(rows, (r) => passing.has(r));
};
