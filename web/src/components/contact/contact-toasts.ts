import { toast } from '../../lib/toast/toast';
import { ApiError } from '../../lib/api';

export type ContactKind = 'email' | 'phone';

const noun: Record<ContactKind, string> = { email: 'email', phone: 'phone number' };

export const contactToasts = {
  signIn: () => toast.error('Authentication Required', { description: 'Please log in to view contact information.' }),
  subscribe: (kind: ContactKind) =>
    toast.error(`Subscription required to view ${noun[kind]}`, { description: 'Upgrade your plan to reveal verified contact details.' }),
  demo: () => toast.error('Contact Restricted in Demo', { description: 'Viewing contact information is disabled in demo mode.' }),
  failed: () => toast.error('Failed to load contact information', { description: 'Please try again later' }),
  copied: (kind: ContactKind, value: string) => toast.success(kind === 'email' ? 'Email copied' : 'Phone number copied', { description: value }),
  copyFailed: (kind: ContactKind) => toast.error(`Failed to copy ${noun[kind]}`, { description: 'Please try again' }),
};

/** The server's refusal, by status code (DESIGN §4), as the spec's toasts. */
export const toastContactError = (error: unknown, kind: ContactKind): void => {
  if (!(error instanceof ApiError)) return void contactToasts.failed();
  if (error.status === 401) return void contactToasts.signIn();
  if (error.status === 402) return void contactToasts.subscribe(kind);
  if (error.code === 'DEMO_RESTRICTED') return void contactToasts.demo();
  if (error.status === 429) return void toast.error('Daily Limit Reached', { description: error.message });
  contactToasts.failed();
};
