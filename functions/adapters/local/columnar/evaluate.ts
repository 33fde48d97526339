import type { Filter } from './query';
import { sizeOf } from './inverted';
import type { ColumnTable } from './table';

/**
 * Marks the matching rows and lists them in `hits`; returns how many. With a selective filter (its inverted lists hold
 * under half of the rows: reading lists beats a closure per row) only those rows are tested; otherwise every
 * live row is, in row order, which keeps the column reads sequential.
 */
export const evaluate = (t: ColumnTable, filters: Filter[], match: Uint8Array, hits: Int32Array): number => {
  let count = 0;
  const n = t.rows;
  let best: Filter | null = null;
  let bestSize = Number.POSITIVE_INFINITY;
  for (const f of filters) {
    if (!f.sources) continue;
    const size = f.sources.reduce((s, src) => s + sizeOf(t.inverted(src.field), src.flags), 0);
    if (size < bestSize) [best, bestSize] = [f, size];
  }
  if (best?.sources && bestSize < n / 2) {
    // Inexact sources would be a superset of what passes, so such a filter is tested too.
    const rest = filters.filter((f) => f !== best || !best.exact).map((f) => f.test);
    const m = rest.length;
    for (const { field, flags } of best.sources) {
      const inv = t.inverted(field);
      for (let code = 0; code < flags.length; code++) {
        if (!flags[code]) continue;
        for (let i = inv.start[code]!; i < inv.start[code + 1]!; i++) {
          const r = inv.rows[i]!;
          if (match[r]) continue;
          let pass = true;
          for (let j = 0; j < m && pass; j++) pass = (rest[j] as (row: number) => boolean)(r);
          if (pass) {
            match[r] = 1;
            hits[count++] = r;
          }
        }
      }
    }
    return count;
  }
  const alive = t.alive;
  const one = filters.length === 1 ? filters[0]!.test : null;
  for (let r = 0; r < n; r++) {
    if (!alive[r]) continue;
    if (one ? one(r) : filters.every((f) => f.test(r))) {
      match[r] = 1;
      hits[count++] = r;
    }
  }
  return count;
};
