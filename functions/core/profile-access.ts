import type { Keyring } from './ports';

/**
 * The rules of a profile session (issue 25): the mailed link (core/mailed-token.ts:
 * 256 random bits, only the SHA-256 stored, 24 hours, single use) is
 * exchanged on a click for a session of SESSION_MINUTES, itself an opaque
 * random token of which only the hash is stored, scoped to one physician.
 */
export const PROFILE_SESSION_MINUTES = 30;

/** At most this many profiles share one address in the mail: each gets its own link. */
export const PROFILE_LINKS_PER_MAIL = 5;

/** How far back the "revealed / exported by" counts look. */
export const EXPOSURE_DAYS = 365;

/** A session or link token as we make them: 32 bytes, base64url. Anything else is refused before the table is read. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The identity item of an NPI (scripts/import/identity.ts: purpose
 * `physician-identity`, key `npi:<npi>`): the one keyed lookup from an NPI
 * to a profile id, without the search index.
 */
export const npiIdentity = (keyring: Keyring, npi: string): Promise<string> => keyring.hmac('physician-identity', `npi:${npi}`);

/** The per-target rate-limit key: keyed, so the limiter's rows cannot confirm a guessed address or NPI. */
export const profileTargetKey = (keyring: Keyring, target: { email?: string | undefined; npi?: string | undefined }): Promise<string> =>
  keyring.hmac('profile-access-target', target.email ? `email:${target.email.trim().toLowerCase()}` : `npi:${target.npi ?? ''}`);

const maskPart = (s: string): string => (s.length ? `${s[0]}***` : '***');

/** j***@h***.org: enough to recognise one's own address, not to learn someone else's. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.trim().split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${maskPart(local)}@${maskPart(dot > 0 ? domain.slice(0, dot) : domain)}${tld}`;
};

/** A phone as its last two digits only. */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return `•••• ${digits.slice(-2).padStart(2, '•')}`;
};
