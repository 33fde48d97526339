import type { Principal } from './principal';
import type { PhysicianRecord, PhysicianSearchQuery, PhysicianSummary, SpecialtyCount } from './schemas/physician';
import type { SubscriptionState } from './access';

/** Source of truth for physician profiles (DynamoDB). */
export interface PhysicianStore {
  get(id: string): Promise<PhysicianRecord | null>;
  /** In the order asked; ids that do not exist are left out. */
  getMany(ids: readonly string[]): Promise<PhysicianRecord[]>;
  putMany(records: readonly PhysicianRecord[]): Promise<void>;
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
}

export interface SubscriptionRecord extends SubscriptionState {
  readonly planName?: string;
  readonly priceAmount?: number;
  readonly currency?: string;
  readonly billingInterval?: string;
  readonly status: string;
}

export interface UserStore {
  get(id: string): Promise<UserRecord | null>;
  put(user: UserRecord): Promise<void>;
  subscriptionOf(userId: string): Promise<SubscriptionRecord | null>;
  putSubscription(userId: string, s: SubscriptionRecord): Promise<void>;
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
}
