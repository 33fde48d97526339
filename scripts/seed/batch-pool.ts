/**
 * Runs jobs with at most `concurrency` in flight. `add` resolves once its job
 * has a slot, so a fast producer (the generator, a CSV stream) is held back
 * by the table instead of buffering a quarter of a million rows in memory.
 * The first failure stops the pool and is thrown by the next `add` or by
 * `drain`.
 */
export interface BoundedPool<J> {
  add(input: J): Promise<void>;
  drain(): Promise<void>;
}

export const boundedPool = <J>(job: (input: J) => Promise<void>, concurrency: number): BoundedPool<J> => {
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const check = () => {
    if (failure) throw failure.error;
  };
  return {
    async add(input) {
      check();
      while (inFlight.size >= concurrency) {
        await Promise.race(inFlight);
        check();
      }
      const running: Promise<void> = job(input)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    async drain() {
      while (inFlight.size) await Promise.all(inFlight);
      check();
    },
  };
};
