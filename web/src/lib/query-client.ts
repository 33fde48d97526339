import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api';

/** TanStack's own defaults are the spec's (retry 3 with backoff up to 30 s, 5-minute gc); only pointless retries are cut. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 3 && isRetryable(error),
      },
    },
  });
