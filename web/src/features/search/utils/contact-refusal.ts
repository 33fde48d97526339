import type { Access } from '../../../components/access/use-access';

/**
 * Why this viewer cannot reveal contacts, or null when they can; the same
 * checks, in the same order, the reveal itself makes before calling the
 * server (components/contact/use-contact-reveal.ts), said up front instead of
 * after a click.
 */
export const contactRefusalOf = (access: Access): string | null => {
  if (!access.ready) return null;
  if (!access.signedIn) return 'Log in to view contacts';
  if (access.isDemo || access.capabilities?.canViewContactInfo === false) return 'Contact restricted in demo';
  if (!access.passes('basic')) return 'Subscribe to view contacts';
  return null;
};
