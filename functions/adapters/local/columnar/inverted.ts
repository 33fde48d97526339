import { popularBitmaps } from './row-bitmap';

/**
 * Rows by code (CSR) for one column: the rows holding code c are
 * rows[start[c] .. start[c+1]). Built by counting sort in O(rows), cached
 * until the table changes. A selective filter reads its few lists instead
 * of scanning every row.
 */
export interface Inverted {
  start: Int32Array;
  rows: Int32Array;
  /** The rows of each popular code as a bitmap too (row-bitmap.ts), for broad filters; undefined for the others. */
  popular: (Uint32Array | undefined)[];
}

/** Visits (row, code) for every live row; multi-valued columns visit each of a row's codes. */
export type EntryWalk = (visit: (row: number, code: number) => void) => void;

/** `tableRows`: the table's row count, dead rows included, which bitmaps are sized by. */
export const invert = (walk: EntryWalk, codeCount: number, tableRows: number): Inverted => {
  const start = new Int32Array(codeCount + 1);
  walk((_r, c) => {
    start[c + 1] = (start[c + 1] as number) + 1;
  });
  for (let c = 0; c < codeCount; c++) start[c + 1] = (start[c + 1] as number) + (start[c] as number);
  const next = start.slice(0, codeCount);
  const rows = new Int32Array(start[codeCount] as number);
  walk((r, c) => {
    rows[next[c] as number] = r;
    next[c] = (next[c] as number) + 1;
  });
  return { start, rows, popular: popularBitmaps(start, rows, codeCount, tableRows) };
};

/** How many rows the flagged codes hold together. */
export const sizeOf = (inv: Inverted, flags: Uint8Array): number => {
  let n = 0;
  for (let c = 0; c < flags.length; c++) if (flags[c]) n += (inv.start[c + 1] as number) - (inv.start[c] as number);
  return n;
};
