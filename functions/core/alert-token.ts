import { timingSafeEqual } from 'node:crypto';
import type { Keyring } from './ports';

/**
 * The one-click unsubscribe token of a digest (issue 17): which saved
 * searches of which user, signed with the keyring so that nobody can make
 * one for another user's searches. It never expires: RFC 8058 asks that the
 * link keep working, and all it can do is turn alerts off.
 * Shape: `<userId>.<searchId>[~<searchId>...].<signature>` (all URL-safe).
 */

const PURPOSE = 'alert-unsubscribe';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A digest covers at most this many saved searches (the cap of saved searches per user). */
const MAX_SEARCHES = 200;

const signatureOf = async (keyring: Keyring, payload: string): Promise<string> => Buffer.from(await keyring.hmac(PURPOSE, payload), 'hex').toString('base64url');

export const alertUnsubscribeToken = async (keyring: Keyring, userId: string, searchIds: readonly string[]): Promise<string> => {
  const payload = `${userId}.${searchIds.join('~')}`;
  return `${payload}.${await signatureOf(keyring, payload)}`;
};

/** The user and searches a token names, or null for anything malformed or not signed by us. */
export const readAlertUnsubscribeToken = async (keyring: Keyring, token: string): Promise<{ userId: string; searchIds: string[] } | null> => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, searches, signature] = parts as [string, string, string];
  const searchIds = searches.split('~');
  if (!ID.test(userId) || searchIds.length > MAX_SEARCHES || !searchIds.every((s) => ID.test(s))) return null;
  const expected = Buffer.from(await signatureOf(keyring, `${userId}.${searches}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, searchIds } : null;
};
