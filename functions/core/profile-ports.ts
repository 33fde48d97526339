import type { ContactFieldName } from './schemas/contact-reports';
import type { ProfileLogEntry } from './schemas/profile';

/** A mailed link of "Manage my profile", by the SHA-256 of its token (the token itself is never stored). */
export interface ProfileLinkRecord {
  readonly tokenHash: string;
  readonly physicianId: string;
  /** Masked (core/profile-access.ts maskEmail): which address held the proof, for the log. */
  readonly via: string;
  readonly createdAt: string;
  readonly validUntil: string;
}

export interface ProfileSessionRecord {
  readonly sessionHash: string;
  readonly physicianId: string;
  readonly via: string;
  readonly createdAt: string;
  readonly validUntil: string;
}

/**
 * Links and sessions of the physician's own page (DynamoDB, TTL'd). A link
 * is claimed once; a session is the physician's only live one (a newer one
 * revokes it), ended by signing out or by an admin.
 */
export interface ProfileAccessStore {
  createLink(link: ProfileLinkRecord): Promise<void>;
  /** Marks the link used if it is unused and valid at `now`; null (nothing written) for an unknown, used or expired one. */
  claimLink(tokenHash: string, now: Date): Promise<{ physicianId: string; via: string } | null>;
  /** Stores the session and makes it the physician's current one, ending any earlier session. */
  openSession(session: ProfileSessionRecord): Promise<void>;
  /** The session if it exists, is still the physician's current one and is valid at `now`. */
  sessionOf(sessionHash: string, now: Date): Promise<ProfileSessionRecord | null>;
  /** Ends one session (sign out); idempotent. */
  endSession(sessionHash: string): Promise<void>;
  /** Ends whatever session the physician has (an admin's revoke); idempotent. */
  endSessionsOf(physicianId: string): Promise<void>;
}

/** What the physician's page reads and changes about them beyond the profile. */
export interface ProfileLedger {
  /** Appends an entry to the physician's page log (kept a year; a removal leaves it, for the physician). */
  log(physicianId: string, entry: ProfileLogEntry): Promise<void>;
  /** Newest first, at most `limit`. */
  logOf(physicianId: string, limit: number): Promise<ProfileLogEntry[]>;
  /**
   * Hides a contact field from reveal and export (or shows it again), beside
   * the admins' verdicts (contact-report STATUS item), so a vendor re-import
   * of the profile does not undo it; logged in the same transaction. False
   * when the profile is gone.
   */
  setHidden(physicianId: string, field: ContactFieldName, hidden: boolean, entry: ProfileLogEntry): Promise<boolean>;
  /** Distinct recruiters who revealed this physician's contact / exported them since `since` (ISO). */
  exposureSince(physicianId: string, since: string): Promise<{ revealedBy: number; exportedBy: number }>;
}
