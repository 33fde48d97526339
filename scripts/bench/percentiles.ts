/** Latency summary in milliseconds, nearest-rank percentiles. */
export const summarize = (samples: number[]): { p50: number; p95: number; p99: number; max: number; n: number } => {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99), max: s[s.length - 1] ?? 0, n: s.length };
};

export const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

/** A fixed-seed PRNG so every run asks the same questions. */
export const rng = (seed: number) => {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
};
