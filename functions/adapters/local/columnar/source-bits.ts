import { orInto, setRows, wordsFor } from './row-bitmap';
import type { FieldColumn } from './field-columns';
import type { ColumnTable, SingleField } from './table';

/** A coded column and the flags of its codes that pass: what a text or set filter compiles to (sources.ts). */
export interface Source {
  field: SingleField | 'skills' | FieldColumn;
  flags: Uint8Array;
}

/** What a filter over these sources costs: the rows its lists hold, and the entries its bitmap reads. */
export const sourceCosts = (t: ColumnTable, sources: Source[]): { size: number; bitCost: number } => {
  const words = wordsFor(t.rows);
  let [size, bitCost] = [0, 0];
  for (const src of sources) {
    const { start, popular } = t.inverted(src.field);
    const flags = src.flags;
    for (let c = 0; c < flags.length; c++) {
      if (!flags[c]) continue;
      const n = (start[c + 1] as number) - (start[c] as number);
      size += n;
      bitCost += popular[c] ? words : n;
    }
  }
  return { size, bitCost };
};

/**
 * ORs the rows of every flagged code of every source into `out`: a popular
 * code's bitmap word by word, another's posting list bit by bit. A row under
 * two codes or two sources is one bit, so no marks are needed to count it
 * once. Returns the entries read.
 */
export const orSources = (t: ColumnTable, sources: Source[], out: Uint32Array): number => {
  const words = wordsFor(t.rows);
  let read = 0;
  for (const src of sources) {
    const { start, rows, popular } = t.inverted(src.field);
    const flags = src.flags;
    for (let c = 0; c < flags.length; c++) {
      if (!flags[c]) continue;
      const bitmap = popular[c];
      if (bitmap) {
        orInto(out, bitmap, words);
        read += words;
      } else {
        setRows(out, rows, start[c] as number, start[c + 1] as number);
        read += (start[c + 1] as number) - (start[c] as number);
      }
    }
  }
  return read;
};
