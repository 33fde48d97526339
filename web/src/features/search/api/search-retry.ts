import { useQueryClient } from '@tanstack/react-query';
import { isRetryable } from '../../../lib/api';

/**
 * Issue 23: the API answers 503 (Retry-After: 1) when the search engine ran
 * past its time limit. Such a search is retried twice, 1 s then 2 s later,
 * instead of the app-wide three times: a query that timed out twice in a
 * row is likely to again, and the reader should see the error and change
 * the search rather than wait.
 */
export const SEARCH_RETRIES = 2;

export const searchRetry = (failureCount: number, error: Error): boolean => failureCount < SEARCH_RETRIES && isRetryable(error);

/** Doubling from the server's Retry-After of 1 s: 1 s, then 2 s. */
export const searchRetryDelay = (attempt: number): number => 1000 * 2 ** attempt;

/**
 * The search queries' retry options; a client that retries nothing (the
 * tests' harness, to see each answer as it is) keeps retrying nothing.
 */
export const useSearchRetry = () => {
  const off = useQueryClient().getDefaultOptions().queries?.retry === false;
  return off ? { retry: false as const } : { retry: searchRetry, retryDelay: searchRetryDelay };
};
