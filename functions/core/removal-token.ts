import { createHash, randomBytes } from 'node:crypto';
import type { Keyring } from './ports';

/** 256 bits from the CSPRNG: what an address's link is derived from. Stored, but useless without the keyring. */
export const newRemovalNonce = (): string => randomBytes(32).toString('base64url');

/**
 * The emailed token of a link: the keyed hash of its nonce, URL-safe (43
 * characters). Deriving it lets a repeat request mail the same link again
 * while the table holds neither the token nor anything it can be made from.
 */
export const removalTokenOf = async (keyring: Keyring, nonce: string): Promise<string> => Buffer.from(await keyring.hmac('removal-link', nonce), 'hex').toString('base64url');

/** The table finds a request by this hash of its token. */
export const removalTokenHash = (token: string): string => createHash('sha256').update(token.trim()).digest('hex');

/** The request table's key of an address: keyed, so the key cannot confirm a guessed address. */
export const removalAddressKey = (keyring: Keyring, email: string): Promise<string> => keyring.hmac('removal-address', email.trim().toLowerCase());

export const REMOVAL_TOKEN_TTL_HOURS = 24;

/** At most one mail per address in this window: repeat requests by others cannot flood the owner's inbox. */
export const REMOVAL_RESEND_GAP_MINUTES = 10;
