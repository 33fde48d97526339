/**
 * The k smallest of n entries by (key, tie) ascending, as their indices in
 * that order: a bounded max-heap over the entries, then a sort of the k
 * kept, so page 1 of 50,000 matches costs 50,000 comparisons with the
 * heap's top rather than a sort of all of them (issue 23 item 11). The
 * order is total when ties are distinct, so the answer is the first k of a
 * full sort.
 */
export const smallestK = (keys: Float64Array, ties: Int32Array, n: number, k: number): Int32Array => {
  const size = Math.max(0, Math.min(k, n));
  const heap = new Int32Array(size);
  const above = (a: number, b: number) => (keys[a] as number) > (keys[b] as number) || (keys[a] === keys[b] && (ties[a] as number) > (ties[b] as number));
  const down = (at: number) => {
    for (;;) {
      const [l, r] = [2 * at + 1, 2 * at + 2];
      let top = at;
      if (l < size && above(heap[l] as number, heap[top] as number)) top = l;
      if (r < size && above(heap[r] as number, heap[top] as number)) top = r;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top] as number, heap[at] as number];
      at = top;
    }
  };
  if (size === 0) return heap;
  for (let i = 0; i < size; i++) heap[i] = i;
  for (let i = (size >> 1) - 1; i >= 0; i--) down(i);
  for (let i = size; i < n; i++) {
    if (above(heap[0] as number, i)) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort((a, b) => (keys[a] as number) - (keys[b] as number) || (ties[a] as number) - (ties[b] as number));
};
