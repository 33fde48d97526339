import * as z from '@core/zod';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';

// Only whether there is one: the team's details are the account panel's.
const anyTeam = z.object({ id: z.string() });

/**
 * Whether the caller is in a team (GET /api/team; 404 is "no team"): what
 * "Share with team" needs, said before the click. Its own query key, as web
 * features stay apart; the account's team panel keeps its own.
 */
export const useInTeam = () => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  return useQuery({
    queryKey: ['lists', 'team', userId] as const,
    queryFn: async ({ signal }): Promise<boolean> => {
      try {
        await api.get('/api/team', anyTeam, { signal });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
    enabled: userId !== null,
  });
};
