/**
 * Sets of rows as bitmaps, one bit per row in 32-bit words (issue 23 item
 * 11). A broad keyword ("health", "el") matches half the table: listing
 * those rows, marking them and walking them again cost one random access
 * per row, per filter. As bitmaps, a popular value is one pass over n/32
 * words, two filters meet by AND, the total is a popcount, and the page
 * walk tests a bit per row it reads, so a broad query costs words, not rows.
 */

/** Words of a bitmap over `rows` rows. */
export const wordsFor = (rows: number): number => (rows + 31) >>> 5;

/**
 * A value holding at least rows / 32 rows gets a bitmap beside its
 * posting list: from there its n/32 words cost no more to read than its
 * postings, and no more memory (4 bytes per posting against n/8 bytes),
 * so bitmaps at most double the inverted lists they mirror.
 */
export const isPopular = (postings: number, rows: number): boolean => postings > 0 && postings * 32 >= rows;

/** Sets the bit of every row in rows[from .. to). */
export const setRows = (bits: Uint32Array, rows: Int32Array, from: number, to: number): void => {
  for (let i = from; i < to; i++) {
    const r = rows[i] as number;
    bits[r >>> 5] = (bits[r >>> 5] as number) | (1 << (r & 31));
  }
};

/** dst |= src over the first `words` words. */
export const orInto = (dst: Uint32Array, src: Uint32Array, words: number): void => {
  for (let w = 0; w < words; w++) dst[w] = (dst[w] as number) | (src[w] as number);
};

/** dst &= src, zeroing src as it goes (it is scratch, zero between uses). */
export const andInto = (dst: Uint32Array, src: Uint32Array, words: number): void => {
  for (let w = 0; w < words; w++) {
    dst[w] = (dst[w] as number) & (src[w] as number);
    src[w] = 0;
  }
};

/** Set bits in the first `words` words. */
export const popcount = (bits: Uint32Array, words: number): number => {
  let n = 0;
  for (let w = 0; w < words; w++) {
    let x = bits[w] as number;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    n += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return n;
};

/** Writes the rows of the set bits to `out` in ascending order; returns how many. */
export const toRows = (bits: Uint32Array, words: number, out: Int32Array): number => {
  let n = 0;
  for (let w = 0; w < words; w++) {
    let x = bits[w] as number;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = (w << 5) + 31 - Math.clz32(low);
      x ^= low;
    }
  }
  return n;
};

/** Whether the row's bit is set. */
export const has = (bits: Uint32Array, row: number): boolean => (((bits[row >>> 5] as number) >>> (row & 31)) & 1) === 1;

/** The bitmap of each popular code of a CSR inverted list (undefined for the others). */
export const popularBitmaps = (start: Int32Array, rows: Int32Array, codeCount: number, tableRows: number): (Uint32Array | undefined)[] => {
  const out: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(codeCount).fill(undefined);
  for (let c = 0; c < codeCount; c++) {
    const [from, to] = [start[c] as number, start[c + 1] as number];
    if (!isPopular(to - from, tableRows)) continue;
    const bits = new Uint32Array(wordsFor(tableRows));
    setRows(bits, rows, from, to);
    out[c] = bits;
  }
  return out;
};
