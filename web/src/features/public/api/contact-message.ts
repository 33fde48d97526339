import { contactMessageReceipt, type ContactMessageInput } from '@core/schemas/contact';
import { api } from '../../../lib/api';

/** POST /api/contact-messages: stored and mailed to the support inbox; 202 with a receipt. */
export const sendContactMessage = (message: ContactMessageInput) => api.post('/api/contact-messages', contactMessageReceipt, message);
