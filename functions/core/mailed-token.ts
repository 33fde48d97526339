import { createHash, randomBytes } from 'node:crypto';

/**
 * The rules of every link we mail to prove an address: 256 bits from the
 * CSPRNG, URL-safe; the link carries the token, the table only its hash, so
 * a leaked table row cannot be turned back into a working link.
 */
export const newMailedToken = (): string => randomBytes(32).toString('base64url');

export const mailedTokenHash = (token: string): string => createHash('sha256').update(token.trim()).digest('hex');

export const MAILED_TOKEN_TTL_HOURS = 24;

/** When a token issued at `issuedAt` stops working. */
export const mailedTokenValidUntil = (issuedAt: Date): Date => new Date(issuedAt.getTime() + MAILED_TOKEN_TTL_HOURS * 3600_000);
