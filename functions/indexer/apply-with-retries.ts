import type { ApplyResult, IndexChange, SearchIndex } from '../core/ports';

export interface RetryPolicy {
  /** Tries after the first. */
  readonly retries: number;
  /** The first backoff; it doubles per retry, with full jitter. */
  readonly baseMs: number;
  /** Time left to spend (the Lambda's remaining time less a margin): no retry starts that could not finish before it. */
  readonly remainingMs?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** 4 retries of at most 0.2 + 0.4 + 0.8 + 1.6 s: a few seconds, well inside the indexer's minute. */
export const defaultRetryPolicy: RetryPolicy = { retries: 4, baseMs: 200 };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const idOf = (c: IndexChange) => (c.kind === 'upsert' ? c.doc.id : c.id);

/**
 * Applies the changes, then again only the ones that failed with something
 * worth retrying (429, 5xx, no answer), with exponential backoff and full
 * jitter (so many containers throttled together do not come back together).
 * What still fails, and what was refused for good, is returned.
 */
export const applyWithRetries = async (index: Pick<SearchIndex, 'apply'>, changes: readonly IndexChange[], policy: RetryPolicy = defaultRetryPolicy): Promise<ApplyResult> => {
  const rejected = new Set<string>();
  let pending = changes;
  for (let attempt = 0; ; attempt++) {
    const result = await index.apply(pending);
    for (const id of result.rejected) rejected.add(id);
    const retry = new Set(result.retryable);
    pending = pending.filter((c) => retry.has(idOf(c)));
    const delay = policy.baseMs * 2 ** attempt * Math.random();
    const timeLeft = policy.remainingMs?.() ?? Number.POSITIVE_INFINITY;
    if (!pending.length || attempt >= policy.retries || timeLeft < policy.baseMs * 2 ** attempt + 10_000) {
      return { retryable: [...retry], rejected: [...rejected] };
    }
    await (policy.sleep ?? sleep)(delay);
  }
};
