/**
 * Dictionary encoding: each distinct value once, rows hold codes. Matching
 * a filter means testing the (few) distinct values, then each row is one
 * array lookup, which is what makes contains-search over 250k rows cheap.
 */
export class Dictionary {
  readonly values: string[] = [];
  readonly lower: string[] = [];
  private readonly index = new Map<string, number>();
  private rankCache: Int32Array | null = null;

  code(value: string): number {
    let c = this.index.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.values.push(value);
      this.lower.push(value.toLowerCase());
      this.index.set(value, c);
      this.rankCache = null;
    }
    return c;
  }

  /** Flags by code: 1 where the lower-cased value passes. */
  flags(test: (lower: string) => boolean): Uint8Array {
    const out = new Uint8Array(this.lower.length);
    for (let c = 0; c < this.lower.length; c++) if (test(this.lower[c] as string)) out[c] = 1;
    return out;
  }

  /** Rank of each code in lower-cased code-unit order; equal lower-cased values share a rank. */
  ranks(): Int32Array {
    if (this.rankCache) return this.rankCache;
    const order = this.lower.map((_, c) => c).sort((a, b) => {
      const x = this.lower[a] as string;
      const y = this.lower[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const ranks = new Int32Array(this.lower.length);
    let rank = 0;
    for (let i = 0; i < order.length; i++) {
      if (i > 0 && this.lower[order[i] as number] !== this.lower[order[i - 1] as number]) rank++;
      ranks[order[i] as number] = rank;
    }
    this.rankCache = ranks;
    return ranks;
  }
}
