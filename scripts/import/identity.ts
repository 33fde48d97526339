import type { Keyring } from '../../functions/core/ports';
import type { ImportedProfile } from './validate-row';

type Identity = Pick<ImportedProfile, 'npi' | 'personalEmail' | 'workEmail' | 'linkedinUrl' | 'firstName' | 'lastName' | 'city' | 'state'>;

/** linkedin.com/in/Jane-Doe/, https://www.linkedin.com/in/jane-doe?trk=x → linkedin.com/in/jane-doe */
const linkedinKey = (url: string): string => {
  const u = new URL(url);
  return `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}`.toLowerCase();
};

/**
 * What makes two vendor rows the same physician, strongest first: the NPI,
 * else an email, else the LinkedIn profile, else name and place. Re-importing
 * a file (or a vendor's next delivery) therefore updates profiles instead of
 * duplicating them. A row that gains a stronger key later (an NPI where
 * there was none) gets a new id; that is the price of not matching fuzzily.
 */
export const identityKey = (p: Identity): string => {
  if (p.npi) return `npi:${p.npi}`;
  if (p.personalEmail) return `email:${p.personalEmail.trim().toLowerCase()}`;
  if (p.workEmail) return `email:${p.workEmail.trim().toLowerCase()}`;
  if (p.linkedinUrl) return `linkedin:${linkedinKey(p.linkedinUrl)}`;
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  return `name:${[p.firstName, p.lastName, p.city, p.state].map(norm).join('|')}`;
};

/** The keyring purpose of identity items; a key derived for it hashes nothing else. */
export const IDENTITY_PURPOSE = 'physician-identity';

/**
 * The identity item's key: a keyed HMAC of identityKey, so neither the table
 * nor anything derived from it lets a guessed address, NPI or name be
 * confirmed without the product's secret. Ids themselves are random
 * (functions/core/ids.ts) and only the identity item links a person to one.
 */
export const physicianIdentity = (keyring: Keyring, p: Identity): Promise<string> => keyring.hmac(IDENTITY_PURPOSE, identityKey(p));
