import { useQuery } from '@tanstack/react-query';
import { me } from '@core/schemas/me';
import { api } from '../api';
import { useAuth } from './auth-context';

/** The signed-in user's flags (admin, demo, capabilities, subscription) from GET /api/me. */
export const useMe = () => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  return useQuery({
    queryKey: ['me', userId],
    queryFn: ({ signal }) => api.get('/api/me', me, { signal }),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
};
