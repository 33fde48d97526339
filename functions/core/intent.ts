import type { IntentRequest, PublicIntent, StoredIntent } from './schemas/intent';

/** Consent lasts this long; a new save renews it. */
export const INTENT_DAYS = 180;
/** The reminder goes this long before expiry, once per consent. */
export const INTENT_REMINDER_DAYS = 30;
const DAY = 86_400_000;

/**
 * The consent box's wording, versioned: a change of wording is a new
 * version, and the stored consent names the version agreed to.
 */
export const INTENT_CONSENT_VERSION = '2026-11-1';
export const INTENT_CONSENT_WORDING =
  'I agree that recruiters who use the Physician Directory may see that I am open to work and the preferences above (not my compensation floor unless I choose to share it as a range), ' +
  `and find me by them, for ${INTENT_DAYS} days. I can withdraw at any time on this page, which deletes them at once.`;

/** Shown to recruiters and matched only while this holds: expiry is decided at query time, never left to a job. */
export const intentIsLive = (i: { expiresAt: string } | undefined | null, now: Date): boolean => !!i && Date.parse(i.expiresAt) > now.getTime();

/** "Open to opportunities" as recruiters filter it: looking or open, and live. */
export const isOpenToWork = (i: { status: string; expiresAt: string } | undefined | null, now: Date): boolean => !!i && i.status !== 'not_looking' && intentIsLive(i, now);

const BAND = 25_000;
/** A shared floor as the band of BAND dollars it lies in: enough to screen, not the exact figure. */
export const compensationRangeOf = (floor: number): { min: number; max: number } => {
  const min = Math.floor(floor / BAND) * BAND;
  return { min, max: min + BAND };
};

/**
 * The stored intent of a save at `now`: consent recorded with its time and
 * wording version, expiry INTENT_DAYS on. `openedAt` is kept from a live
 * earlier intent that was already open, so renewing is not "newly open".
 */
export const intentOf = (req: IntentRequest, now: Date, before: StoredIntent | null | undefined): StoredIntent => {
  const at = now.toISOString();
  const wasOpen = isOpenToWork(before, now);
  return {
    status: req.status,
    preferredStates: [...new Set(req.preferredStates)],
    metros: req.metros,
    willingToRelocate: req.willingToRelocate,
    employmentTypes: [...new Set(req.employmentTypes)],
    practiceSettings: [...new Set(req.practiceSettings)],
    availableFrom: req.availableFrom,
    visa: req.visa,
    compensationFloor: req.compensationFloor,
    shareCompensation: req.shareCompensation && req.compensationFloor !== null,
    consentedAt: at,
    consentVersion: req.consentVersion,
    openedAt: wasOpen && before ? before.openedAt : at,
    expiresAt: new Date(now.getTime() + INTENT_DAYS * DAY).toISOString(),
  };
};

/** What recruiters may see of a stored intent: without the private floor, with the band only when shared. */
export const publicIntentOf = (s: StoredIntent): PublicIntent => {
  const { compensationFloor, shareCompensation, consentedAt: _c, consentVersion: _v, ...rest } = s;
  return { ...rest, ...(shareCompensation && compensationFloor !== null ? { compensationRange: compensationRangeOf(compensationFloor) } : {}) };
};

/** When the reminder for an intent expiring at `expiresAt` is due. */
export const reminderDueAt = (expiresAt: string): Date => new Date(Date.parse(expiresAt) - INTENT_REMINDER_DAYS * DAY);

/** A summary's intent as of `now`: dropped once expired, so nobody sees a stale one before the expiry job clears it. */
export const withLiveIntent = <T extends { intent?: PublicIntent | undefined }>(item: T, now: Date): T => {
  if (!item.intent || intentIsLive(item.intent, now)) return item;
  const { intent: _gone, ...rest } = item;
  return rest as T;
};
