import type { Principal } from './principal';
import type { PhysicianRecord, PhysicianSearchQuery, PhysicianSummary, SpecialtyCount } from './schemas/physician';
import type { SubscriptionState } from './access';
import type { Submission, SubmissionStatus } from './schemas/submissions';
import type { BillingEvent, CheckoutSummary, SubscriptionSnapshot } from './billing';

export interface IdentifiedPhysician {
  readonly record: PhysicianRecord;
  readonly identity: string;
  /** True for an identity not seen before: it is created with the record. */
  readonly claim: boolean;
}

/** Source of truth for physician profiles (DynamoDB). */
export interface PhysicianStore {
  get(id: string): Promise<PhysicianRecord | null>;
  /** In the order asked; ids that do not exist are left out. */
  getMany(ids: readonly string[]): Promise<PhysicianRecord[]>;
  putMany(records: readonly PhysicianRecord[]): Promise<void>;
  /** Ids of every profile whose personal or work email is this address (case-insensitive). */
  idsByEmail(email: string): Promise<string[]>;
  /**
   * Deletes the profiles and their identity items (so a person removed and
   * later re-imported gets a new id); ids not there are ignored. The stream
   * takes them out of the search index too.
   */
  deleteMany(ids: readonly string[]): Promise<void>;
  /** The physician id of each identity (keyed HMAC, see scripts/import/identity.ts) that has one. */
  idsOfIdentities(identities: readonly string[]): Promise<Map<string, string>>;
  /**
   * Writes up to 25 profiles, each with its identity item, in one transaction:
   * a `claim` creates the identity only if absent, otherwise the identity
   * must still name the record's id. False, with nothing written, when
   * another writer got there first: read the identities again and retry.
   */
  putWithIdentities(entries: readonly IdentifiedPhysician[]): Promise<boolean>;
  /** Streams every profile, for index rebuilds. */
  scanAll(onPage: (records: PhysicianRecord[]) => Promise<void> | void): Promise<void>;
}

export interface SearchPage {
  readonly items: PhysicianSummary[];
  readonly total: number;
}

/** The derived search index (OpenSearch in AWS, the in-memory engine locally). Holds no contact fields. */
export type SearchFilters = Omit<PhysicianSearchQuery, 'page'>;

export interface SearchIndex {
  search(query: SearchFilters, window: { offset: number; limit: number }): Promise<SearchPage>;
  /** Ids of the first `limit` matches in sort order, with the exact total (select-all). */
  searchIds(query: SearchFilters, limit: number): Promise<{ ids: string[]; total: number }>;
  specialtyCounts(): Promise<SpecialtyCount[]>;
  upsert(docs: readonly PhysicianSummary[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
}

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly createdAt: string;
  readonly lastSignInAt?: string;
  readonly name?: string;
  readonly bio?: string;
  /** Running total of exported contacts, kept with each export log entry. */
  readonly totalExports?: number;
  /** The one Stripe customer of this user, created at their first checkout. */
  readonly stripeCustomerId?: string;
}

/** Who the caller is per their token; updates keep the record's email current with it. */
export interface UserIdentity {
  readonly id: string;
  readonly email: string;
}

export interface SubscriptionRecord extends SubscriptionState {
  readonly planName?: string;
  readonly priceAmount?: number;
  readonly currency?: string;
  readonly billingInterval?: string;
  readonly status: string;
  /** The Stripe subscription this state came from, and the `created` of the event that set it (out-of-order guard). */
  readonly stripeSubscriptionId?: string;
  readonly stripeEventCreated?: number;
  /** Bumped on every conditional replace, so two webhooks cannot overwrite each other unseen. */
  readonly version?: number;
}

export interface UserStore {
  get(id: string): Promise<UserRecord | null>;
  put(user: UserRecord): Promise<void>;
  /** Creates the record unless it exists; an existing one is left as it is (sign-up confirmation may be retried). */
  ensure(user: UserIdentity, at: string): Promise<void>;
  recordSignIn(user: UserIdentity, at: string): Promise<void>;
  /** Sets the fields given; null removes one. Returns the record as stored. */
  updateProfile(user: UserIdentity, patch: { name?: string | null; bio?: string | null }, at: string): Promise<UserRecord>;
  subscriptionOf(userId: string): Promise<SubscriptionRecord | null>;
  /** Record and subscription of many users at once (the admins' user list); users with neither are absent. */
  overviews(userIds: readonly string[]): Promise<Map<string, { record: UserRecord | null; subscription: SubscriptionRecord | null }>>;
  putSubscription(userId: string, s: SubscriptionRecord): Promise<void>;
  /** Writes `next` only if the stored record is still at `expectedVersion` (null: none stored yet); false when it moved. */
  replaceSubscription(userId: string, next: SubscriptionRecord, expectedVersion: number | null): Promise<boolean>;
}

/** Verifies a bearer token and returns who it belongs to; throws on anything invalid. */
export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}

/** Emails (as hashes) whose owners asked to be removed; seed, import and approval skip them. */
export interface SuppressionList {
  has(emailHash: string): Promise<boolean>;
  add(emailHash: string): Promise<void>;
}

export type DailyAllowance = 'reveal' | 'export';

/** Who did what, for fair use and audit. */
export interface ActivityStore {
  /** Atomically counts `amount` against the user's allowance for `day`; false (and nothing counted) when it would pass `cap`. */
  consumeDaily(userId: string, kind: DailyAllowance, day: string, amount: number, cap: number): Promise<boolean>;
  logReveal(entry: { userId: string; physicianId: string; at: string }): Promise<void>;
  /** One export log entry, and the user's running total raised by `count`, together. */
  logExport(entry: { userId: string; at: string; count: number }): Promise<void>;
  /** The newest export log entries first. */
  recentExports(userId: string, limit: number): Promise<Array<{ at: string; count: number }>>;
}

/**
 * Payments (Stripe in AWS, the local checkout simulator otherwise). Ids are
 * Stripe's; prices passed in are Stripe price ids.
 */
export interface Billing {
  createCustomer(user: UserIdentity): Promise<string>;
  createCheckout(input: { customerId: string; userId: string; stripePriceId: string; successUrl: string; cancelUrl: string }): Promise<{ id: string; url: string }>;
  /** A billing portal session; with `switchTo`, one that goes straight to confirming that plan change. */
  createPortal(input: { customerId: string; returnUrl: string; switchTo?: { subscriptionId: string; stripePriceId: string } }): Promise<{ url: string }>;
  /** Null when no such session exists. */
  getCheckout(sessionId: string): Promise<CheckoutSummary | null>;
  getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /** Verifies the signature over the raw body and reads the event; throws AppError VALIDATION when either fails. */
  parseWebhook(rawBody: string, signatureHeader: string): Promise<BillingEvent>;
}

/** What we keep about Stripe in our own table. */
export interface BillingLedger {
  /** Links a new Stripe customer to the user unless one is linked already; returns the customer that stays linked. */
  linkCustomer(user: UserIdentity, customerId: string, at: string): Promise<string>;
  userOfCustomer(customerId: string): Promise<string | null>;
  /** Records a webhook event id; false when it was recorded before (a replay). */
  claimEvent(eventId: string, type: string, at: string): Promise<boolean>;
  /** Forgets a claim whose processing failed, so Stripe's retry is processed. */
  releaseEvent(eventId: string): Promise<void>;
}

/** Files handed to users (S3 in AWS, s3rver locally): exports, downloaded through short-lived signed URLs. */
export interface FileStore {
  /** Stores `body` under `key`, replacing any file there. */
  putExport(key: string, body: string | Uint8Array, contentType: string): Promise<void>;
  /** A GET URL valid for `ttlSeconds` that makes the browser save the file as `fileName`. */
  signedDownloadUrl(key: string, fileName: string, ttlSeconds: number): Promise<string>;
}

/** A user's named physician list (spec core §3 physician_lists). */
export interface PhysicianListRecord {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly description: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** physicianCount is stored on the list and changed in the same transaction as each membership row. */
export interface PhysicianListWithCount extends PhysicianListRecord {
  readonly physicianCount: number;
}

export interface ListMember {
  readonly physicianId: string;
  readonly addedAt: string;
}

/** One page of members, newest first; `next` (the last member of this page) continues it, null on the last page. */
export interface ListMemberPage {
  readonly items: ListMember[];
  readonly next: ListMember | null;
}

/**
 * Physician lists and their members. Every call that names a list takes the
 * owner's id: another user's list is indistinguishable from one that does
 * not exist (null / false). Lists per owner and members per list are capped
 * atomically by the callers' `max`, so no read is unbounded.
 */
export interface ListStore {
  /** Creates the list (count 0) unless the owner already has `max`; false (nothing created) at the cap. */
  create(list: PhysicianListRecord, max: number): Promise<boolean>;
  /** The owner's lists, newest first (createdAt desc), with their stored counts: one query. */
  listsOf(userId: string): Promise<PhysicianListWithCount[]>;
  get(userId: string, listId: string): Promise<PhysicianListWithCount | null>;
  /** Sets the fields given (description null clears it) and bumps updatedAt; null when not the owner's. */
  update(userId: string, listId: string, patch: { name?: string; description?: string | null }, at: string): Promise<PhysicianListWithCount | null>;
  /**
   * Marks the list as being deleted (later adds are refused), deletes its
   * membership rows, then the list row, freeing a slot of the cap; false when
   * not the owner's. No member row outlives its list, even with adds racing.
   */
  delete(userId: string, listId: string): Promise<boolean>;
  /**
   * Adds each id once (a member already there stays as it was), each row in
   * the same transaction as the count, up to `max` members (the rest are
   * overLimit), and bumps updatedAt; null when not the owner's or being deleted.
   */
  addMembers(
    userId: string,
    listId: string,
    physicianIds: readonly string[],
    at: string,
    max: number,
  ): Promise<{ added: string[]; alreadyInList: string[]; overLimit: string[] } | null>;
  /** 'no-list' when not the owner's, 'not-member' when the physician is not on it. */
  removeMember(userId: string, listId: string, physicianId: string, at: string): Promise<'removed' | 'not-member' | 'no-list'>;
  /** One page of at most `limit` members, newest first, starting after `after`; null when not the owner's. */
  members(userId: string, listId: string, page: { limit: number; after?: ListMember }): Promise<ListMemberPage | null>;
  /** All member physician ids (at most the member cap), newest first; null when not the owner's (exports of a list use this). */
  memberIds(userId: string, listId: string): Promise<string[] | null>;
  /** Removes a physician from every list that holds it (information removal), with each list's count; returns how many memberships went. */
  removePhysicianEverywhere(physicianId: string): Promise<number>;
}

/** A saved filter set (spec core §3 saved_searches). */
export interface SavedSearchRecord {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly createdAt: string;
  readonly searchParams: Record<string, unknown>;
}

export interface SavedSearchStore {
  /** The owner's saved searches, newest first. */
  listOf(userId: string): Promise<SavedSearchRecord[]>;
  /** Saves unless the owner already has `max`; false (nothing saved) at the cap. */
  create(search: SavedSearchRecord, max: number): Promise<boolean>;
  /** False when no such search of this owner exists. */
  delete(userId: string, id: string): Promise<boolean>;
}

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
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
  /** One page of a status, newest first, with the status's total. */
  page(status: SubmissionStatus, page: number, pageSize: number): Promise<{ items: Submission[]; total: number }>;
  /**
   * Moves a pending submission to approved or rejected, and with `publish`
   * writes that physician profile in the same transaction; false (nothing
   * written) when the submission is not pending any more.
   */
  decide(id: string, outcome: { status: 'approved' | 'rejected'; approvedAt: string }, publish?: PhysicianRecord): Promise<boolean>;
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

/**
 * Keyed hashing under the product's own secret (Secrets Manager in AWS, a
 * file in the data folder locally). What it yields cannot be recomputed by
 * anyone who only has the data, so it may stand where a plain hash of a
 * person's data would let a guess be confirmed offline.
 */
export interface Keyring {
  /** HMAC-SHA256 (hex) of `value` under a key derived for `purpose`, so values made for one purpose say nothing about another. */
  hmac(purpose: string, value: string): Promise<string>;
}

/** The sign-in directory (Cognito): who has an account, for the admins' user list. */
export interface DirectoryUser {
  readonly id: string;
  readonly email: string;
  readonly createdAt: string | null;
  readonly isAdmin: boolean;
}

export interface UserDirectory {
  /** Every user, all pages; with `emailContains`, only those whose email holds it (case-insensitive). */
  list(emailContains?: string): Promise<DirectoryUser[]>;
  /**
   * Whether the user (by Cognito username, Principal.username) is in `group` now, not when their
   * token was issued; false for a user who no longer exists. Admin routes re-check with it.
   */
  isInGroup(username: string, group: string): Promise<boolean>;
}
