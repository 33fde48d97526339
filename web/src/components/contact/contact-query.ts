import { api } from '../../lib/api';

/**
 * POST /api/physicians/{id}/contact, cached per physician for the session:
 * every call that finds a contact counts against the daily fair-use cap and
 * is audited, so a second button (or card) reuses the answer. Sign-out clears the cache.
 */
export const contactQueryOptions = (physicianId: string) => ({
  queryKey: ['contact', physicianId] as const,
  queryFn: () => api.post(`/api/physicians/${encodeURIComponent(physicianId)}/contact`, () => import('@core/schemas/contact-reveal').then((m) => m.contactReveal)),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
