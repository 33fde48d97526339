/** Spec public §9. */
export const OFFICE_HOURS = 'Monday to Friday, 9:00 AM to 5:00 PM EST';

export const contactToasts = {
  sent: { title: 'Message sent!', description: "We'll get back to you as soon as possible." },
  failed: { title: 'Something went wrong', description: 'Your message could not be sent. Please try again later.' },
  rateLimited: 'Too many messages from this connection. Please try again later.',
} as const;
