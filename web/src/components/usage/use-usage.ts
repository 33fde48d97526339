import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';

export const usageKey = ['me', 'usage'] as const;

/**
 * GET /api/me/usage: what is left today of the reveal and export caps, from
 * the counters the server enforces with. Refreshed after each reveal or export.
 */
export const useUsage = (enabled = true) =>
  useQuery({
    queryKey: usageKey,
    queryFn: () => api.get('/api/me/usage', () => import('@core/schemas/usage').then((m) => m.usage)),
    enabled,
    staleTime: 30_000,
  });

/** Marks the figures stale after something that counted against a cap. */
export const useRefreshUsage = () => {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: usageKey }), [client]);
};
