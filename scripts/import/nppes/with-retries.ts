/** Errors DynamoDB answers when it is busy, not when the request is wrong: worth the same request again after a pause. */
const RETRYABLE = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
]);

export const isRetryable = (e: unknown): boolean => e instanceof Error && RETRYABLE.has(e.name);

export interface RetryPolicy {
  readonly attempts: number;
  readonly baseMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a batch write again when the table throttled it. The SDK retries a
 * few times itself; an hours-long import against a table at its provisioned
 * capacity needs more patience than that, with backoff so it does not make
 * the throttling worse. Every batch step is idempotent, so a repeat is safe.
 */
export const withRetries = async <T>(fn: () => Promise<T>, policy: RetryPolicy = { attempts: 8, baseMs: 100 }): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!isRetryable(e) || attempt >= policy.attempts) throw e;
      await sleep(policy.baseMs * 2 ** (attempt - 1) * (1 + Math.random()));
    }
  }
};
