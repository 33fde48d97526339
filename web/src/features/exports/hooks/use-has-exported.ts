import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';
import { api } from '../../../lib/api';

/**
 * Whether this account has exported before (GET /api/exports, the cache the
 * Account page's Exports tab shares): the money-back guarantee ends at the
 * first export, so only a customer who has not exported is warned.
 * Undefined while unknown.
 */
export const useHasExported = (enabled: boolean): boolean | undefined => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const summary = useQuery({
    queryKey: ['export-summary', userId],
    queryFn: ({ signal }) => api.get('/api/exports', () => import('@core/schemas/exports').then((m) => m.exportSummary), { signal }),
    enabled: enabled && userId !== null,
  });
  return summary.data ? summary.data.totalExported > 0 : undefined;
};
