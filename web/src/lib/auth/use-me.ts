import { useQuery } from '@tanstack/react-query';
import type { Me } from '@core/schemas/me';
import { api } from '../api';
import { useAuth } from './auth-context';

export const meQueryKey = (userId: string | null) => ['me', userId] as const;

export const fetchMe = (signal?: AbortSignal): Promise<Me> => api.get('/api/me', () => import('@core/schemas/me').then((m) => m.me), { signal });

/** The signed-in user's flags (admin, demo, capabilities), subscription and profile from GET /api/me. */
export const useMe = () => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  return useQuery({
    queryKey: meQueryKey(userId),
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
};
