import { checkoutSessionStatus } from '@core/schemas/billing';
import { api } from '../../../lib/api';

/** GET /api/billing/sessions/{id}: the checkout's state and the caller's subscription; 404 when it is not theirs. */
export const getCheckoutSession = (id: string, signal?: AbortSignal) =>
  api.get(`/api/billing/sessions/${encodeURIComponent(id)}`, checkoutSessionStatus, { signal });
