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
}

/** Scratch space of one engine, reused by every query: fresh million-row arrays per request would only feed the GC. */
export class Scratch {
  /** By row: set and cleared by whoever marks, so a query costs what it touches, not the table's size. */
  mark = new Uint8Array(1024);
  /** By index in a row list, the same contract. */
  pass = new Uint8Array(1024);
  hits = new Int32Array(1024);
  keys = new Float64Array(1024);
  ties = new Int32Array(1024);
  /** Rows the last evaluation read (driven, then narrowed): a cost that tests can bound where timings would be flaky. */
  touched = 0;

  /** Room for a table of `rows` rows. */
  fit(rows: number): this {
    if (this.hits.length < rows) {
      const size = Math.ceil(rows * 1.5);
      [this.mark, this.pass, this.hits] = [new Uint8Array(size), new Uint8Array(size), new Int32Array(size)];
    }
    return this;
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
