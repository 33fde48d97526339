import type { StoredIntent } from './schemas/intent';

/** An opted-in intent on the expiry job's work list. */
export interface IntentDue {
  readonly physicianId: string;
  readonly expiresAt: string;
  /** When the reminder went (once per consent); null before. */
  readonly remindedAt: string | null;
}

/**
 * The physician's opted-in intent (issue 25). It lives on the profile item
 * (so the stream indexes it with the profile and a removal deletes it with
 * the profile), beside an `INTENT#<id>` item that puts it on the expiry
 * job's work list (gsi1 `INTENT#expiry`, by `<expiresAt>#<id>`).
 */
export interface IntentStore {
  /** Sets the intent and its work-list entry (the reminder not yet sent); false when the profile is gone. */
  save(physicianId: string, intent: StoredIntent): Promise<boolean>;
  /** Deletes the intent and its entry at once (withdrawal); idempotent. */
  withdraw(physicianId: string): Promise<void>;
  /** Deletes the intent only while it still expires at `expiresAt` (a renewal meanwhile wins), and its entry. */
  expire(physicianId: string, expiresAt: string): Promise<void>;
  /** Entries expiring at or before `until` (ISO), soonest first. */
  dueBy(until: string): Promise<IntentDue[]>;
  /** Claims the one reminder of the intent expiring at `expiresAt`: false when sent already or the intent changed. */
  claimReminder(physicianId: string, expiresAt: string, at: string): Promise<boolean>;
  /** The work-list entry of a removed physician (the profile item, and its intent, go with the removal). */
  removePhysician(physicianId: string): Promise<void>;
}
