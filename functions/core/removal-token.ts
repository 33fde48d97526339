import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe: the link carries it, the table only its hash. */
export const newRemovalToken = (): string => randomBytes(32).toString('base64url');

export const removalTokenHash = (token: string): string => createHash('sha256').update(token.trim()).digest('hex');

export const REMOVAL_TOKEN_TTL_HOURS = 24;
