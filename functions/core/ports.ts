import type { Principal } from './principal';
import type { PhysicianRecord, PhysicianSummary } from './schemas/physician';
import type { PhysicianSearchQuery, SearchHit, SpecialtyCount } from './schemas/physician-search';
import type { SubscriptionState } from './access';
import type { BillingEvent, CheckoutSummary, SubscriptionSnapshot } from './billing';

export interface IdentifiedPhysician {
  readonly record: PhysicianRecord;
  readonly identity: string;
  /** True for an identity not seen before: it is created with the record. */
  readonly claim: boolean;
  /**
   * The stored profile's version when the writer read it (null: it had none).
   * When given, the write lands only while the profile is still at that
   * version, so a correction or opted-in intent saved between the read and
   * the write is never overwritten: the write is refused (false) and the
   * writer reads again, as corrections do (dynamo-profile-change-store.ts).
   */
  readonly readVersion?: number | null;
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
  readonly items: SearchHit[];
  readonly total: number;
  /** True when the rows were read next to `window.anchor`; otherwise they are the window's `offset`. */
  readonly anchored?: boolean;
}

/** The derived search index (OpenSearch in AWS, the in-memory engine locally). Holds no contact fields. */
export type SearchFilters = Omit<PhysicianSearchQuery, 'page' | 'after' | 'before' | 'totalHint'> & InternalFilters;

/** Filters the server sets, never a client (issue 17): not query parameters. */
export interface InternalFilters {
  /** Only profiles published (summary `publishedAt`) strictly after this ISO time: what a saved-search alert has not sent yet. */
  readonly publishedAfter?: string;
  /** ... and at or before this ISO time, so the next run starts exactly where this one stopped. */
  readonly publishedUntil?: string;
  /** Leave these physicians out ("not in any of my lists", "never exported"); at most EXCLUDE_IDS_MAX (core/search/internal-filters.ts). */
  readonly excludeIds?: readonly string[];
  /** The server's clock (ISO) when the query runs: intent expired by then never matches (issue 25, core/search/intent-predicates.ts). */
  readonly intentAsOf?: string;
  /** Only physicians who became open to opportunities (intent `openedAt`) after this ISO time: a saved-search alert's "newly open". */
  readonly openedAfter?: string;
  readonly openedUntil?: string;
}

/** Which rows of the order a search returns. */
export interface SearchWindow {
  readonly offset: number;
  readonly limit: number;
  /**
   * Next/previous: the `limit` rows right after (or right before) this
   * physician in the order, found by position, not by counting from the
   * top. When that physician is gone, `offset` is served instead (the
   * handler keeps it within the jump depth, functions/search/page-depth.ts).
   */
  readonly anchor?: { readonly id: string; readonly side: 'after' | 'before' };
  /** The total the caller saw: lets a deep offset be read from the end. A hint only: engines check it. */
  readonly totalHint?: number;
}

export interface SearchIndex {
  search(query: SearchFilters, window: SearchWindow): Promise<SearchPage>;
  /** Ids of the first `limit` matches in sort order, with the exact total (select-all). */
  searchIds(query: SearchFilters, limit: number): Promise<{ ids: string[]; total: number }>;
  /** Specialty counts under every filter but the specialty one (core/search/facets.ts); none: the whole index. */
  specialtyCounts(filters?: SearchFilters): Promise<SpecialtyCount[]>;
  /** Loads documents as they are now (tests, bench, the local engine's startup); the stream and rebuilds use `apply`. */
  upsert(docs: readonly PhysicianSummary[]): Promise<void>;
  /** Removes at once: when it resolves, no search finds them (refresh=wait_for). The removal flow's own step. */
  remove(ids: readonly string[]): Promise<void>;
  /**
   * Applies versioned changes in order (a later change of an id wins); a change
   * older than what the index holds is skipped, which is success. Throws only
   * when nothing could be tried; items that failed are returned by id.
   */
  apply(changes: readonly IndexChange[]): Promise<ApplyResult>;
}

/** One change of the table stream or a rebuild, with the profile's version (core/physician-version.ts); a removal carries the removed version + 1. */
export type IndexChange =
  | { readonly kind: 'upsert'; readonly doc: PhysicianSummary; readonly version: number }
  | { readonly kind: 'remove'; readonly id: string; readonly version: number };

export interface ApplyResult {
  /** Worth another try (429, 5xx, no answer). */
  readonly retryable: readonly string[];
  /** Refused for good (e.g. a mapping error): retrying the same change cannot help. */
  readonly rejected: readonly string[];
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
  /** Stripe ends the subscription at `currentPeriodEnd`; access lasts until Stripe says it ended. */
  readonly cancelAtPeriodEnd?: boolean;
  /** End of the paid period (ISO): the cancellation date when one is scheduled, else the next renewal. */
  readonly currentPeriodEnd?: string;
  /** The Stripe subscription this state came from, and the `created` of the event that set it (out-of-order guard). */
  readonly stripeSubscriptionId?: string;
  readonly stripeEventCreated?: number;
  /**
   * When the account first paid (ISO): the money-back guarantee's 30 days run
   * from it. Set once, when a subscription first becomes active, and carried
   * through every later change; absent on records from before it was kept.
   */
  readonly firstPurchasedAt?: string;
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
  /** Rows everyone exported on a UTC day (YYYY-MM-DD), from the day's total the log raises. */
  exportedRowsOn(day: string): Promise<number>;
  /** The newest export log entries first. */
  recentExports(userId: string, limit: number): Promise<Array<{ at: string; count: number }>>;
  /** What `consumeDaily` has counted for the user on `day` (0 when nothing). */
  usedOn(userId: string, kind: DailyAllowance, day: string): Promise<number>;
  /** Whether the reveal log holds a reveal of this physician by this user (within the log's year). */
  hasRevealed(userId: string, physicianId: string): Promise<boolean>;
  /** Reveals and exported rows in the logs since `since` (ISO), for the admins' usage figures. */
  loggedSince(userId: string, since: string): Promise<{ reveals: number; exportedRows: number }>;
}

/**
 * Payments (Stripe in AWS, the local checkout simulator otherwise). Ids are
 * Stripe's; prices passed in are Stripe price ids.
 */
export interface Billing {
  createCustomer(user: UserIdentity): Promise<string>;
  /** With `team`, the team plan: `seats` is the quantity and the team's id goes into the subscription's metadata. */
  createCheckout(input: { customerId: string; userId: string; stripePriceId: string; successUrl: string; cancelUrl: string; team?: { id: string; seats: number } }): Promise<{ id: string; url: string }>;
  /**
   * Asks Stripe for a new quantity on the team plan's item, prorated and invoiced at once; the team's
   * seats change when Stripe's `customer.subscription.updated` says so, not here.
   */
  updateSeats(input: { subscriptionId: string; itemId: string; seats: number }): Promise<void>;
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

/** Issue 25 item 5: the private CV bucket. Objects are reached only through the signed URLs made here. */
export interface CvFileStore {
  /** A PUT URL valid for `ttlSeconds` for one object at `key`; the browser must send `contentType` as its Content-Type. */
  signedUploadUrl(key: string, contentType: string, ttlSeconds: number): Promise<string>;
  /** The object's bytes, or null when there is none; null too (nothing read past it) when it is larger than `maxBytes`, with `tooLarge`. */
  read(key: string, maxBytes: number): Promise<{ bytes: Uint8Array } | { tooLarge: true } | null>;
  copy(from: string, to: string): Promise<void>;
  /** Deleting an absent object is no error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a removal's sweep of one owner's CVs, orphans of a crash included). */
  deleteUnder(prefix: string): Promise<void>;
  /** A GET URL valid for `ttlSeconds` that makes the browser save the file as `fileName`. */
  signedDownloadUrl(key: string, fileName: string, ttlSeconds: number): Promise<string>;
}
