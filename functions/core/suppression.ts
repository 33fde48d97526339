import { createHash } from 'node:crypto';
import type { Keyring } from './ports';

/**
 * Removed physicians' emails are remembered only as hashes, so the
 * suppression list itself cannot leak the addresses it protects.
 */
export const emailHash = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The keyring purpose of suppressed NPIs. */
export const NPI_SUPPRESSION_PURPOSE = 'suppression-npi';

/**
 * A removed physician's NPI on the suppression list, so the NPPES import
 * (which knows people by NPI, not email) cannot bring them back. Keyed, not a
 * plain hash: NPIs are ten digits, and a plain hash of every one is an
 * afternoon's work, which would tell who asked to be removed.
 */
export const npiSuppressionKey = (keyring: Keyring, npi: string): Promise<string> => keyring.hmac(NPI_SUPPRESSION_PURPOSE, `npi:${npi}`);
