import type { Principal } from './principal';
import type { PhysicianRecord, PhysicianSearchQuery, PhysicianSummary, SpecialtyCount } from './schemas/physician';
import type { SubscriptionState } from './access';

/** Source of truth for physician profiles (DynamoDB). */
export interface PhysicianStore {
  get(id: string): Promise<PhysicianRecord | null>;
  putMany(records: readonly PhysicianRecord[]): Promise<void>;
  /** Streams every profile, for index rebuilds. */
  scanAll(onPage: (records: PhysicianRecord[]) => Promise<void> | void): Promise<void>;
}

export interface SearchPage {
  readonly items: PhysicianSummary[];
  readonly total: number;
}

/** The derived search index (OpenSearch in AWS, the in-memory engine locally). Holds no contact fields. */
export interface SearchIndex {
  search(query: PhysicianSearchQuery, window: { offset: number; limit: number }): Promise<SearchPage>;
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
