import { sendContactMessage } from './send-contact-message';

export const endpoints = { sendContactMessage };
