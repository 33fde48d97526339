/** Polls `probe` until `ok` holds or `ms` pass, and returns the last value (the caller asserts on it). */
export const eventually = async <T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 150));
  }
};
