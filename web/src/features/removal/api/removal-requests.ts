import { removalConfirmResult, removalRequestReceipt, type RemovalConfirmInput, type RemovalRequestInput } from '@core/schemas/removal';
import { api } from '../../../lib/api';

/** POST /api/removal-requests: always 202 with the same body, so it never tells whether the email is listed. */
export const requestRemoval = (input: RemovalRequestInput) => api.post('/api/removal-requests', removalRequestReceipt, input);

/** POST /api/removal-requests/confirm: 200 once per token; a used, expired or unknown token is a 400. */
export const confirmRemoval = (input: RemovalConfirmInput) => api.post('/api/removal-requests/confirm', removalConfirmResult, input);
