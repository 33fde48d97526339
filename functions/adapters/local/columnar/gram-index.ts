/**
 * Bigram and trigram buckets over a dictionary's folded values (issue 23
 * item 11), so a keyword needle of 2+ characters tests the values sharing
 * its rarest gram instead of every value: on the ~90k organization names
 * of 1M profiles a scan of all of them cost milliseconds per word. Grams
 * are hashed to a fixed number of buckets; a collision only adds a value
 * to test, never loses one, since every candidate is checked with
 * `includes`. Built once over the values held then (CSR, each value once
 * per bucket); values added later are the dictionary's to scan.
 */
export class GramIndex {
  private constructor(
    private readonly start: Int32Array,
    private readonly codes: Int32Array,
    private readonly mask: number,
    /** Codes below this are indexed. */
    readonly count: number,
  ) {}

  static build(lower: readonly string[]): GramIndex {
    let buckets = 1024;
    while (buckets < lower.length * 4 && buckets < 1 << 20) buckets *= 2;
    const mask = buckets - 1;
    const start = new Int32Array(buckets + 1);
    const last = new Int32Array(buckets).fill(-1);
    const each = (visit: (bucket: number, code: number) => void) => {
      for (let c = 0; c < lower.length; c++) {
        const s = lower[c] as string;
        for (let i = 0; i + 2 <= s.length; i++) {
          for (let size = 2; size <= 3 && i + size <= s.length; size++) {
            const b = gram(s, i, size, mask);
            if (last[b] === c) continue;
            last[b] = c;
            visit(b, c);
          }
        }
      }
    };
    each((b) => {
      start[b + 1] = (start[b + 1] as number) + 1;
    });
    for (let b = 0; b < buckets; b++) start[b + 1] = (start[b + 1] as number) + (start[b] as number);
    const next = start.slice(0, buckets);
    const codes = new Int32Array(start[buckets] as number);
    last.fill(-1);
    each((b, c) => {
      codes[next[b] as number] = c;
      next[b] = (next[b] as number) + 1;
    });
    return new GramIndex(start, codes, mask, lower.length);
  }

  /** Indexed codes that may contain `needle` (2+ characters): the bucket of its rarest gram. */
  candidates(needle: string): Int32Array {
    const size = needle.length >= 3 ? 3 : 2;
    let best = -1;
    let bestSize = Number.POSITIVE_INFINITY;
    for (let i = 0; i + size <= needle.length; i++) {
      const b = gram(needle, i, size, this.mask);
      const n = (this.start[b + 1] as number) - (this.start[b] as number);
      if (n < bestSize) [best, bestSize] = [b, n];
    }
    return this.codes.subarray(this.start[best] as number, this.start[best + 1] as number);
  }
}

/** The bucket of the `size` code units at `i`; the size is hashed in, so a bigram and a trigram rarely share a bucket. */
const gram = (s: string, i: number, size: number, mask: number): number => {
  let h = Math.imul(s.charCodeAt(i), 0x9e3779b1) ^ Math.imul(s.charCodeAt(i + 1), 0x85ebca6b) ^ size;
  if (size === 3) h ^= Math.imul(s.charCodeAt(i + 2), 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) & mask;
};
