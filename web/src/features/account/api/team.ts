import * as z from '@core/zod';
import { redirectUrl } from '@core/schemas/billing';
import { acceptedInvitation, invitationSent, seatsRequested, teamView, type TeamView } from '@core/schemas/teams';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';

export const teamQueryKey = (userId: string | null) => ['team', userId] as const;

/** GET /api/team: the caller's team, or null when they are in none (the API's 404). */
export const useTeam = () => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  return useQuery({
    queryKey: teamQueryKey(userId),
    queryFn: async ({ signal }): Promise<TeamView | null> => {
      try {
        return await api.get('/api/team', teamView, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: userId !== null,
  });
};

/** Every change answers or implies a new team view: the panel refetches it. */
export const useRefreshTeam = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['team'] });
};

const id = encodeURIComponent;

export const teamApi = {
  create: (body: { name: string; seats: number; domain: string | null }) => api.post('/api/team', teamView, body),
  update: (body: { seats?: number; name?: string }) => api.patch('/api/team', teamView, body),
  invite: (body: { email: string; role: 'admin' | 'member' }) => api.post('/api/team/invitations', invitationSent, body),
  resend: (invitationId: string) => api.post(`/api/team/invitations/${id(invitationId)}/resend`, invitationSent),
  revoke: (invitationId: string) => api.delete(`/api/team/invitations/${id(invitationId)}`, z.unknown()),
  setRole: (userId: string, role: 'admin' | 'member') => api.patch(`/api/team/members/${id(userId)}`, teamView, { role }),
  deactivate: (userId: string) => api.delete(`/api/team/members/${id(userId)}`, z.unknown()),
  join: (token: string) => api.post('/api/team/join', acceptedInvitation, { token }),
  /** The team plan in Stripe Checkout; `name` makes a new team when the caller has none. */
  checkout: (body: { seats: number; name?: string; domain?: string | null }) => api.post('/api/team/checkout', redirectUrl, body),
  setSeats: (seats: number) => api.post('/api/team/seats', seatsRequested, { seats }),
  transferOwnership: (userId: string) => api.post('/api/team/owner', teamView, { userId, confirm: true }),
  leave: () => api.post('/api/team/leave', z.unknown()),
};
