import type { Filter, Scratch } from './filter';
import type { ColumnTable } from './table';

/**
 * Lists the matching live rows in `scratch.hits`; returns how many. The
 * filter with the fewest candidates drives (its inverted lists, the NPI
 * map, the spatial grid), or every live row when none can; then each other
 * filter, most selective first, narrows the list in one pass over its
 * column. The work is the driver's rows times the filters, never the table.
 */
export const evaluate = (t: ColumnTable, filters: Filter[], scratch: Scratch): number => {
  const { hits, mark, pass } = scratch.fit(t.rows);
  const sized = filters.map((f) => ({ f, size: f.drive ? f.size() : Number.POSITIVE_INFINITY })).sort((a, b) => a.size - b.size);
  const driver = sized[0]?.f.drive ? sized[0].f : null;
  let count = 0;
  if (driver?.drive) count = driver.drive(hits, mark);
  else {
    const [alive, n] = [t.alive, t.rows];
    for (let r = 0; r < n; r++) if (alive[r]) hits[count++] = r;
  }
  scratch.touched = count;
  // An inexact driver (the spatial grid) narrows last: its test (a haversine) costs more than a flag lookup.
  const keeps = driver && !driver.exact ? [...sized.filter((s) => s.f !== driver), { f: driver }] : sized;
  for (const { f } of keeps) {
    if (count === 0) break;
    if (f !== driver || !f.exact) {
      scratch.touched += count;
      count = f.keep(hits, count, pass);
    }
  }
  return count;
};
