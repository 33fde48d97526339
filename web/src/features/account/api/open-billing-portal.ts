import * as z from '@core/zod';
import { api } from '../../../lib/api';

const portalSession = z.object({ url: z.string().min(1) });

/** POST /api/billing/portal: the customer billing portal's address; 409 when the user has no billing account yet. */
export const createPortalSession = () => api.post('/api/billing/portal', portalSession);
