import type { SearchFilters } from '../../../core/ports';
import { facetFilters } from '../../../core/search/facets';
import { evaluate } from './evaluate';
import type { Scratch } from './filter';
import { compile } from './query';
import type { ColumnTable } from './table';

/**
 * Live rows per specialty code under every filter but the specialty one.
 * No other filter: the counts the table keeps. Otherwise the same compiled
 * filters and evaluation as a search mark the rows, and one pass over the
 * hits reads their specialty codes: the work is the matches', not the table's.
 */
export const specialtyCodeCounts = (
  table: ColumnTable,
  q: SearchFilters | undefined,
  scratch: Scratch,
): Int32Array => {
  const codes = table.dicts.specialty.values.length;
  const filters = q ? compile(table, facetFilters(q)) : [];
  if (!filters.length) return Int32Array.from({ length: codes }, (_, c) => table.specialtyCounts.data[c] ?? 0);
  const total = evaluate(table, filters, scratch);
  const hits = scratch.rowsOf(total);
  const counts = new Int32Array(codes);
  const col = table.cols.specialty.data;
  for (let i = 0; i < total; i++) {
    const code = col[hits[i] as number] as number;
    counts[code] = (counts[code] as number) + 1;
  }
  return counts;
};
