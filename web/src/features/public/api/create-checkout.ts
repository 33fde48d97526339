import * as z from '@core/zod';
import { api } from '../../../lib/api';
import type { PriceId } from '../components/pricing-plans';

const checkoutSession = z.object({ url: z.string().min(1) });

/** POST /api/billing/checkout: where to send the browser to pay for `priceId`. */
export const createCheckout = (priceId: PriceId) => api.post('/api/billing/checkout', checkoutSession, { priceId });
