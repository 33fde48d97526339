import { describe, expect, it } from 'vitest';
import { andInto, has, isPopular, orInto, popcount, popularBitmaps, setRows, toRows, wordsFor } from './row-bitmap';

const bitmapOf = (rows: number[], size: number): Uint32Array => {
  const bits = new Uint32Array(wordsFor(size));
  setRows(bits, Int32Array.from(rows), 0, rows.length);
  return bits;
};

describe('row bitmaps', () => {
  const size = 100; // not a multiple of 32: the last word is partial
  const a = [0, 1, 31, 32, 33, 63, 64, 99];
  const b = [1, 2, 32, 64, 98, 99];

  it('lists the rows it holds in ascending order, each once, and counts them', () => {
    const bits = bitmapOf([99, 0, 32, 31, 31], size);
    const out = new Int32Array(size);
    expect(Array.from(out.subarray(0, toRows(bits, wordsFor(size), out)))).toEqual([0, 31, 32, 99]);
    expect(popcount(bits, wordsFor(size))).toBe(4);
    expect([has(bits, 31), has(bits, 30)]).toEqual([true, false]);
  });

  it('meets by AND and joins by OR, leaving the operand of an AND zero', () => {
    const words = wordsFor(size);
    const [both, either, other] = [bitmapOf(a, size), bitmapOf(a, size), bitmapOf(b, size)];
    andInto(both, other, words);
    expect(other.every((w) => w === 0)).toBe(true);
    orInto(either, bitmapOf(b, size), words);
    const out = new Int32Array(size);
    expect(Array.from(out.subarray(0, toRows(both, words, out)))).toEqual(a.filter((r) => b.includes(r)));
    expect(Array.from(out.subarray(0, toRows(either, words, out)))).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
  });

  it('counts every bit of a full word, the sign bit included', () => {
    expect(popcount(Uint32Array.of(0xffffffff, 0x80000001), 2)).toBe(34);
  });

  it('gives a bitmap to the codes holding a 32nd of the rows or more, and only to them', () => {
    // Codes 0..2 over 64 rows: code 0 holds 2 rows (a 32nd), code 1 one row, code 2 none.
    const start = Int32Array.of(0, 2, 3, 3);
    const rows = Int32Array.of(5, 40, 7);
    const bitmaps = popularBitmaps(start, rows, 3, 64);
    expect(bitmaps.map((x) => (x ? 'bits' : '-'))).toEqual(['bits', '-', '-']);
    const out = new Int32Array(64);
    expect(Array.from(out.subarray(0, toRows(bitmaps[0] as Uint32Array, 2, out)))).toEqual([5, 40]);
    expect([isPopular(1, 64), isPopular(0, 0)]).toEqual([false, false]);
  });
});
