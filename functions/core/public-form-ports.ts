import type { Submission, SubmissionStatus } from './schemas/submissions';
import type { PhysicianRecord } from './schemas/physician';
import type { StoredCv } from './schemas/cv';

/** Ports of the public forms: mail, rate limits, contact messages, resume submissions and removal requests. */

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
  /** An HTML alternative of `text` (the alert digest). */
  readonly html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Sends mail (SES in AWS, the SES emulator locally, whose inbox page shows what was sent). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Fixed-window counters for public, unauthenticated routes. */
export interface RateLimiter {
  /** Counts one hit on `key` in the window holding `now`; false (nothing counted) once `limit` hits are in it. */
  consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<boolean>;
}

export interface ContactMessageRecord {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly receivedAt: string;
}

export interface ContactMessageStore {
  put(message: ContactMessageRecord): Promise<void>;
}

export interface SubmissionConfirmation {
  /** sha256 of the mailed token: the token itself is never stored. */
  readonly tokenHash: string;
  /** ISO time the link stops working; the unconfirmed submission and its token are deleted (TTL) from then on. */
  readonly validUntil: string;
}

export interface SubmissionOutcome {
  readonly status: 'approved' | 'rejected';
  readonly approvedAt: string;
  /** Approval wrote into the existing profile of the submission's NPI. */
  readonly merged?: boolean;
  readonly cv?: StoredCv | null;
}

/** What an approval writes: the profile (new, or merged into an existing one) and, with an NPI, its identity. */
export interface SubmissionPublish {
  readonly record: PhysicianRecord;
  /**
   * The NPI's identity item (keyed HMAC): `claim` creates it for a new profile (only if absent,
   * so a concurrent import cannot make a second one); otherwise it must still name the record.
   */
  readonly identity?: { readonly key: string; readonly claim: boolean };
}

export interface SubmissionStore {
  /** Stores an unconfirmed submission and its confirmation token together. */
  create(submission: Submission, confirmation: SubmissionConfirmation): Promise<void>;
  /** Unconfirmed ones included (admins never act on those: see admin/decide.ts). */
  get(id: string): Promise<Submission | null>;
  /**
   * Claims the token once, if unused and valid at `now`, and moves its
   * unconfirmed submission to pending in the same transaction; returns the
   * submission id, or null (nothing written) for an unknown, used or expired token.
   */
  confirm(tokenHash: string, now: Date): Promise<string | null>;
  /** How many submissions were approved at or after `since` (ISO). */
  approvedSince(since: string): Promise<number>;
  /** One page of a status, newest first, with the status's total. */
  page(status: SubmissionStatus, page: number, pageSize: number): Promise<{ items: Submission[]; total: number }>;
  /**
   * Moves a pending submission to approved or rejected, and with `publish`
   * writes that physician profile in the same transaction; false (nothing
   * written) when the submission is not pending any more.
   */
  decide(id: string, outcome: SubmissionOutcome, publish?: SubmissionPublish): Promise<boolean>;
  /** Sets (or with null clears) the submission's CV, whatever its status. */
  setCv(id: string, cv: StoredCv | null): Promise<void>;
  /**
   * Submissions from this address that no admin has decided yet (unconfirmed
   * or pending), for a removal that proved the address (issue 25 item 6).
   * Read from the two waiting queues, which stay small (admins empty them,
   * unconfirmed ones expire in 24 h); nothing of it reaches a caller.
   */
  waitingByEmail(email: string): Promise<Submission[]>;
  /** Deletes a waiting submission; true when it is gone (or was), false when an admin decided it meanwhile (it is then kept). */
  removeWaiting(id: string): Promise<boolean>;
}

export interface RemovalRequestRecord {
  /** sha256 of the emailed token: the token itself is never stored. */
  readonly tokenHash: string;
  readonly email: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/**
 * The address side of a removal request: the nonce its link is derived from
 * (token = keyed hash of the nonce, see core/removal-token.ts), so a repeat
 * request can mail the same link while no usable token is stored.
 */
export interface RemovalLink {
  /** Keyring HMAC of the address: a plain hash would confirm a guessed address. */
  readonly addressKey: string;
  readonly nonce: string;
  readonly tokenHash: string;
  readonly validUntil: string;
  readonly lastMailedAt: string;
  /** Its request was claimed (being removed or done), or is gone: the link cannot start a removal any more. */
  readonly claimed: boolean;
}

/** A claimed request: what the removal steps need, on the first click, a repeat click or the sweep. */
export interface ClaimedRemoval {
  readonly tokenHash: string;
  readonly email: string;
  /** Profiles found on an earlier run, which the email index may no longer return. */
  readonly physicianIds: readonly string[];
}

/**
 * Removal requests as a small state machine: requested -> claimed -> done.
 * A claim is never given back: a removal that stopped half-way is finished
 * by the next click on its link or by the sweep (removal/sweep-removals.ts).
 */
export interface RemovalRequestStore {
  /** The address's newest link, whatever its state; null when it never had one (or it expired long ago). */
  linkOf(addressKey: string): Promise<RemovalLink | null>;
  /**
   * Stores a new request and makes it the address's link, provided the
   * address's link is still the one with nonce `replaces` (null: none);
   * false, nothing written, when a concurrent request got there first.
   */
  create(request: RemovalRequestRecord, link: { addressKey: string; nonce: string; replaces: string | null }): Promise<boolean>;
  /** Records a re-send of the link `nonce` at `now` unless it was last mailed after `notBefore`; false: do not mail. */
  noteResend(addressKey: string, nonce: string, now: Date, notBefore: Date): Promise<boolean>;
  /**
   * requested -> claimed if unexpired at `now`; a request claimed earlier and
   * not done comes back too, even past its expiry (the removal must finish).
   * Null for an unknown, done or expired-unclaimed token.
   */
  claim(tokenHash: string, now: Date): Promise<ClaimedRemoval | null>;
  /** Remembers the profiles of a claimed removal, so a resumed run still reaches them once they left the email index. */
  recordIds(tokenHash: string, physicianIds: readonly string[]): Promise<void>;
  /** claimed -> done. */
  finish(tokenHash: string, now: Date): Promise<void>;
  /** Up to `limit` requests claimed before `before` and not done, oldest claim first (an index query, no scan). */
  stale(before: Date, limit: number): Promise<ClaimedRemoval[]>;
}
