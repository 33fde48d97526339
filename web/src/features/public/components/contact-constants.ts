/**
 * The support address shown on Contact Us. The runtime config (/config.json)
 * carries no support address, so the displayed one is fixed here; the API
 * mails the address configured on the server.
 */
export const SUPPORT_EMAIL_DISPLAY = 'support@physiciandirectory.com';

/** Spec public §9. */
export const OFFICE_HOURS = 'Monday to Friday, 9:00 AM to 5:00 PM EST';

export const contactToasts = {
  sent: { title: 'Message sent!', description: "We'll get back to you as soon as possible." },
  failed: { title: 'Something went wrong', description: 'Your message could not be sent. Please try again later.' },
  rateLimited: 'Too many messages from this connection. Please try again later.',
} as const;
