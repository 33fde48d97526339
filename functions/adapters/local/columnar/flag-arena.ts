/**
 * Code flags for one query, cut from one reused buffer (issue 23 item 11).
 * A `new Uint8Array` per dictionary per keyword word (90 KB for the
 * organizations at 1M profiles) is memory outside the JS heap, and V8
 * answers every 64 MB of that with a full GC of the whole heap: hundreds of
 * milliseconds for one query in a hundred. Views of one buffer allocate
 * nothing there. The engine releases the arena after each call (which runs
 * synchronously from compile to page), zeroing only what was handed out;
 * past the buffer's size a query gets fresh arrays.
 */
const SIZE = 1 << 22;
const arena = new Uint8Array(SIZE);
let used = 0;

/** Zeroed flags for `n` codes, valid until `releaseFlags`. */
export const flagArray = (n: number): Uint8Array => {
  if (used + n > SIZE) return new Uint8Array(n);
  const out = arena.subarray(used, used + n);
  used += n;
  return out;
};

/** Zeroes what this query used: every flag array it got is dead after this. */
export const releaseFlags = (): void => {
  arena.fill(0, 0, used);
  used = 0;
};
