import { useQuery } from '@tanstack/react-query';
import { exportSummary } from '@core/schemas/exports';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';

/** GET /api/exports: contacts exported in total and the five most recent exports. */
export const useExportSummary = () => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  return useQuery({
    queryKey: ['export-summary', userId],
    queryFn: ({ signal }) => api.get('/api/exports', exportSummary, { signal }),
    enabled: userId !== null,
  });
};
