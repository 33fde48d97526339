import type { PhysicianRecord } from './schemas/physician';
import type { ProfileLogEntry } from './schemas/profile';

/** What a change replaced, kept on its log entry so an admin can put it back (and scrubbed by a removal). */
export interface ChangeValues {
  readonly previous: unknown;
  readonly value: unknown;
  readonly previousProvidedAt: string | null;
  readonly previousVerifiedAt: string | null;
}

export type ProfileChangeEntry = ProfileLogEntry & { readonly change?: ChangeValues };

export interface StoredProfileChange extends ProfileChangeEntry {
  readonly changeId: string;
  readonly revertedAt: string | null;
}

/** An email replacement waiting for the code mailed to the new address (one per physician; a new request replaces it). */
export interface PendingEmailChange {
  readonly physicianId: string;
  readonly field: 'personalEmail' | 'workEmail';
  readonly email: string;
  /** Keyed HMAC of the code: a 6-digit code's plain hash would be reversed in a blink. */
  readonly codeHash: string;
  readonly attempts: number;
  readonly validUntil: string;
  readonly via: string;
}

/** What must hold for `apply` to land, besides the profile being unchanged since it was read. */
export interface ApplyConditions {
  /** Uses up the pending email code (it must still match, be valid at `now` and have attempts left). */
  readonly emailCode?: { readonly codeHash: string; readonly now: string; readonly maxAttempts: number };
  /** Marks this log entry reverted (once). */
  readonly reverts?: string;
}

/** Corrections, replacements and their reversal (issue 25): the profile and its page log written together. */
export interface ProfileChangeStore {
  /** Writes `after` if the stored profile is still `before`, with the entries, in one transaction: false (nothing written) otherwise. */
  apply(before: PhysicianRecord, after: PhysicianRecord, entries: readonly ProfileChangeEntry[], conditions?: ApplyConditions): Promise<boolean>;
  putEmailCode(pending: PendingEmailChange, createdAt: string): Promise<void>;
  /** Read consistently: a code used or counted a moment ago must show. */
  emailCodeOf(physicianId: string): Promise<PendingEmailChange | null>;
  /** Counts a wrong code, if the count is still `attempts` (two guesses at once cannot share one count). */
  countWrongCode(physicianId: string, attempts: number): Promise<void>;
  /** The page log's entries that change something, newest first, with their values. */
  changesOf(physicianId: string, limit: number): Promise<StoredProfileChange[]>;
  changeOf(physicianId: string, changeId: string): Promise<StoredProfileChange | null>;
  /** Marks an entry reverted unless it already is; false when it already was (or is gone). */
  markReverted(physicianId: string, changeId: string, at: string): Promise<boolean>;
  /** A removal: the pending code goes, and the values kept for reversal leave the log (the access log itself stays). */
  forget(physicianId: string): Promise<void>;
}

