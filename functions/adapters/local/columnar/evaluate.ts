import type { Filter, Scratch } from './filter';
import { andInto, popcount, toRows } from './row-bitmap';
import type { ColumnTable } from './table';

/**
 * A row on the row path (a posting, a mark, a column read per filter, a
 * compaction, then a bit for the page walk) costs about this many bitmap
 * entries (a posting set as a bit, or a word), which are read sequentially
 * and stay in cache. Measured on the bench's keyword, facet and filter
 * classes at 250k profiles: 2 left broad keyword tags on rows, 6 to 20 were
 * equally good, and always bitmaps lost on the selective ones.
 */
const ROW_WEIGHT = 6;

type Sized = { f: Filter; size: number };
/** Which plan evaluates: the cheaper by the estimate, or one forced (tests hold both to the same answers). */
export type Plan = 'cheaper' | 'rows' | 'bitmaps';

/**
 * Lists the matching live rows; returns how many. They are left in
 * `scratch.hits` or `scratch.bits` (read them with `rowsOf`/`bitsOf`).
 * Two plans, the cheaper by entries read:
 * - rows: the filter with the fewest candidates drives (its inverted lists,
 *   the NPI map, the spatial grid), or every live row when none can; then each
 *   other filter, most selective first, narrows the list in one pass over its
 *   column. The work is the driver's rows times the filters, never the table.
 * - bitmaps, when even the most selective filter is broad: each filter with
 *   inverted lists ORs its codes into a bitmap, they meet by AND and the total
 *   is a popcount; any other filter narrows the rows listed from it.
 */
export const evaluate = (t: ColumnTable, filters: Filter[], scratch: Scratch, plan: Plan = 'cheaper'): number => {
  scratch.fit(t.rows);
  const sized = filters.map((f) => ({ f, size: f.drive ? f.size() : Number.POSITIVE_INFINITY })).sort((a, b) => a.size - b.size);
  const driver = sized[0]?.f.drive ? sized[0].f : null;
  const withBits = sized.filter((s) => s.f.bits);
  const bitmapsFirst = plan === 'bitmaps' || (plan === 'cheaper' && bitmapCost(sized, withBits, scratch.words) < (sized[0]?.size ?? 0) * sized.length * ROW_WEIGHT);
  if (driver && withBits.length && bitmapsFirst) return byBitmaps(sized, withBits, scratch);
  [scratch.inHits, scratch.inBits] = [true, false];
  const { hits, mark } = scratch;
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
    if (f !== driver || !f.exact) count = narrow(f, count, scratch);
  }
  return count;
};

/** Entries the bitmap plan reads: each filter's codes and an AND, a popcount, and the others' rows. */
const bitmapCost = (sized: Sized[], withBits: Sized[], words: number): number => {
  const rest = sized.length - withBits.length;
  const bits = withBits.reduce((sum, s) => sum + (s.f.bitCost?.() ?? 0) + words, words);
  return rest ? bits + words + (withBits[0]?.size ?? 0) * rest * ROW_WEIGHT : bits;
};

const byBitmaps = (sized: Sized[], withBits: Sized[], scratch: Scratch): number => {
  const { bits, tmp, words, hits } = scratch;
  bits.fill(0, 0, words);
  tmp.fill(0, 0, words);
  let touched = 0;
  for (const [i, { f }] of withBits.entries()) {
    if (i === 0) touched += f.bits?.(bits) ?? 0;
    else {
      touched += (f.bits?.(tmp) ?? 0) + words;
      andInto(bits, tmp, words);
    }
  }
  let count = popcount(bits, words);
  scratch.touched = touched + words;
  const rest = sized.filter((s) => !s.f.bits);
  [scratch.inHits, scratch.inBits] = [false, true];
  if (!rest.length || count === 0) return count;
  count = toRows(bits, words, hits);
  [scratch.inHits, scratch.inBits] = [true, false];
  // As on the row path, an inexact filter that could drive (the grid) narrows last.
  const costly = (f: Filter) => Boolean(f.drive) && !f.exact;
  for (const { f } of [...rest.filter((s) => !costly(s.f)), ...rest.filter((s) => costly(s.f))]) {
    if (count === 0) break;
    count = narrow(f, count, scratch);
  }
  return count;
};

const narrow = (f: Filter, count: number, scratch: Scratch): number => {
  scratch.touched += count;
  return f.keep(scratch.hits, count, scratch.pass);
};
