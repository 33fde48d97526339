import { createHash } from 'node:crypto';

/**
 * Removed physicians' emails are remembered only as hashes, so the
 * suppression list itself cannot leak the addresses it protects.
 */
export const emailHash = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
