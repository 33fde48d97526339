import type { ContactReveal } from '@core/schemas/physician';
import { MONTHS } from '../../lib/format-date';
import type { ContactKind } from './contact-toasts';

export type ContactField = 'personalEmail' | 'workEmail' | 'phone' | 'directDial';


/** "verified Mar 2026", or "not verified" when the date is unknown or unreadable. */
export const freshnessLabel = (verifiedAt: string | null | undefined): string => {
  const date = verifiedAt ? new Date(verifiedAt) : null;
  return date && !Number.isNaN(date.getTime()) ? `verified ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : 'not verified';
};

/** The stored field behind the email or phone a reveal shows, its verified date and whether it is reported (older answers lack the field names). */
export const shownField = (contact: ContactReveal, kind: ContactKind): { field: ContactField | null; verifiedAt: string | null; reported: boolean } => {
  const field = (kind === 'email' ? contact.emailField : contact.phoneField) ?? null;
  const verifiedAt = kind === 'email' ? contact.emailVerifiedAt : contact.phoneVerifiedAt;
  return { field, verifiedAt, reported: !!field && (contact.reported ?? []).includes(field) };
};
