import { setRows, toRows, wordsFor } from './row-bitmap';

/**
 * One compiled filter of spec §5 (the reference is core/search/matcher.ts),
 * evaluated in bulk (issue 23 item 11): a filter that can drive writes its
 * candidate rows once, and every other filter narrows a list of rows in one
 * tight loop over its own column, so a row costs a few array reads and no
 * call per filter.
 */
export interface Filter {
  /** At most how many rows `drive` writes; a filter without `drive` says Infinity. */
  size(): number;
  /** Writes the live candidate rows, each once, to `out`; returns how many. `mark` is zero and must be left so. */
  drive?(out: Int32Array, mark: Uint8Array): number;
  /** Every row `drive` writes passes, so the filter that drove needs no `keep`. */
  exact: boolean;
  /** Keeps, in place and in order, the rows of rows[0..n) that pass; returns how many. `pass` is zero and must be left so. */
  keep(rows: Int32Array, n: number, pass: Uint8Array): number;
  /** Exact filters with inverted lists: ORs their live passing rows into the zeroed bitmap `out` (row-bitmap.ts); returns the entries read. */
  bits?(out: Uint32Array): number;
  /** The entries `bits` reads: a posting per row of a rare code, a word per 32 rows of the table for a popular one. */
  bitCost?(): number;
}

/** Scratch space of one engine, reused by every query: fresh million-row arrays per request would only feed the GC. */
export class Scratch {
  /** By row: set and cleared by whoever marks, so a query costs what it touches, not the table's size. */
  mark = new Uint8Array(1024);
  /** By index in a row list, the same contract. */
  pass = new Uint8Array(1024);
  hits = new Int32Array(1024);
  /** The matches as a bitmap (row-bitmap.ts), and a second one to AND in; `tmp` is zero between uses. */
  bits = new Uint32Array(32);
  tmp = new Uint32Array(32);
  /** Words of the bitmaps the last evaluation used. */
  words = 0;
  /** Where the last evaluation left its matches: in `hits` (ascending or not), in `bits`, or both. */
  inHits = true;
  inBits = false;
  keys = new Float64Array(1024);
  ties = new Int32Array(1024);
  /** Rows the last evaluation read (driven, then narrowed): a cost that tests can bound where timings would be flaky. */
  touched = 0;

  /** Room for a table of `rows` rows. */
  fit(rows: number): this {
    if (this.hits.length < rows) {
      const size = Math.ceil(rows * 1.5);
      [this.mark, this.pass, this.hits] = [new Uint8Array(size), new Uint8Array(size), new Int32Array(size)];
      [this.bits, this.tmp] = [new Uint32Array(wordsFor(size)), new Uint32Array(wordsFor(size))];
    }
    this.words = wordsFor(rows);
    return this;
  }

  /** The last evaluation's `total` matches as rows, listed from the bitmap if it left them there. */
  rowsOf(total: number): Int32Array {
    if (!this.inHits) toRows(this.bits, this.words, this.hits);
    this.inHits = true;
    return this.hits.subarray(0, total);
  }

  /** The last evaluation's `total` matches as a bitmap, set from the rows if it left them there. */
  bitsOf(total: number): Uint32Array {
    if (!this.inBits) {
      this.bits.fill(0, 0, this.words);
      setRows(this.bits, this.hits, 0, total);
    }
    this.inBits = true;
    return this.bits;
  }

  /** Sort keys for `n` entries. */
  sortKeys(n: number): { keys: Float64Array; ties: Int32Array } {
    if (this.keys.length < n) [this.keys, this.ties] = [new Float64Array(Math.ceil(n * 1.5)), new Int32Array(Math.ceil(n * 1.5))];
    return { keys: this.keys, ties: this.ties };
  }
}

/** Keeps the rows whose flag is set, as `keep` does. */
export const compact = (rows: Int32Array, n: number, pass: Uint8Array): number => {
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (pass[i]) {
      pass[i] = 0;
      rows[k++] = rows[i] as number;
    }
  }
  return k;
};

/**
 * A filter whose passing rows are known up front, few and ascending (an NPI's
 * rows, the opted-in physicians): it drives with them, and narrows by `has`.
 */
export const listedRows = (rows: readonly number[], has: (row: number) => boolean): Filter => ({
  size: () => rows.length,
  drive: (out) => {
    out.set(rows);
    return rows.length;
  },
  exact: true,
  keep: (list, n) => {
    let k = 0;
    for (let i = 0; i < n; i++) if (has(list[i] as number)) list[k++] = list[i] as number;
    return k;
  },
});
