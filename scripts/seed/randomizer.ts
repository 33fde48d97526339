import type { Randomizer } from '@faker-js/faker';

/**
 * A faker randomizer that reseeds in O(1). Faker's default Mersenne Twister
 * spends ~30 µs initialising its 624-word state on every seed, which was most
 * of the cost of deriving each physician from (seed, index); sfc32 keeps four
 * words and passes PractRand, plenty for synthetic data.
 */
const mix = (h: number, v: number): number => {
  // murmur3's 32-bit finaliser spreads nearby seeds (index, index + 1) far apart.
  let x = (h ^ Math.imul(v | 0, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
};

export const sfc32Randomizer = (): Randomizer => {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 1;
  const next32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  return {
    next: () => next32() / 4294967296,
    seed(seed) {
      const parts = Array.isArray(seed) ? seed : [seed];
      const h = parts.reduce((acc, v, i) => mix(acc, v + i * 0x632be5ab), 0x12345678);
      [a, b, c, d] = [mix(h, 1), mix(h, 2), mix(h, 3), 1];
      // The first outputs of a fresh sfc32 state are weak; the reference implementation discards a dozen.
      for (let i = 0; i < 12; i++) next32();
    },
  };
};
