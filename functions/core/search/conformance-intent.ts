import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { employmentTypes, intentStatuses, visaStatuses } from '../schemas/intent';

/**
 * Issue 25's opted-in intent in the shared conformance documents, and the
 * cases over it. Every 3rd row from 12 on opted in; statuses, states, types, visas and
 * dates cycle at co-prime rates. Expiries fall on both sides of INTENT_AS_OF
 * and exactly on it (not live: expiry is strictly after the query's time).
 */
export const INTENT_AS_OF = '2026-06-01T00:00:00.000Z';
const asOf = Date.parse(INTENT_AS_OF);
const day = (n: number): string => new Date(asOf + n * 86_400_000).toISOString();

const statePool = ['AZ', 'TX', 'CA', 'NY', 'FL', 'WA', 'CO'];
const datePool = [null, '2026-03-01', '2027-03-01', '2026-12-15', '2027-01-01'];
const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T;

export const conformanceIntent = (i: number): Pick<PhysicianSummary, 'intent'> | Record<string, never> => {
  // The first rows stay without intent: other tests store them as profile records, whose intent has private fields too.
  if (i % 3 !== 1 || i < 12) return {};
  const k = Math.floor(i / 3);
  // -40..+139 days around INTENT_AS_OF; k % 45 === 40 lands exactly on it.
  const expires = k % 45 === 40 ? INTENT_AS_OF : day((k * 17) % 180 - 40);
  return {
    intent: {
      status: pick(intentStatuses, k),
      preferredStates: k % 5 === 4 ? [] : [...new Set([pick(statePool, k), ...(k % 2 === 0 ? [pick(statePool, k * 3 + 1)] : [])])],
      metros: k % 4 === 0 ? ['Phoenix'] : [],
      willingToRelocate: k % 2 === 1,
      employmentTypes: k % 6 === 5 ? [] : [...new Set([pick(employmentTypes, k), ...(k % 3 === 0 ? [pick(employmentTypes, k + 1)] : [])])],
      practiceSettings: ['hospital'],
      availableFrom: pick(datePool, k * 7),
      visa: k % 4 === 3 ? null : pick(visaStatuses, k),
      openedAt: day(-((k * 11) % 60) - 1),
      expiresAt: expires,
    },
  };
};

const f = (q: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', intentAsOf: INTENT_AS_OF, ...q });

export const intentQueries: ReadonlyArray<SearchFilters> = [
  f({ openToWork: true }),
  // No query time: no intent matches, never a stale one.
  f({ openToWork: true, intentAsOf: undefined }),
  f({ openToWork: true, intentAsOf: day(60), sortKey: 'location' }),
  f({ preferredState: ['AZ'] }),
  f({ preferredState: ['TX', 'AZ'], sortKey: 'name', sortDirection: 'desc' }),
  f({ preferredState: ['AZ'], state: 'CA' }),
  f({ employmentType: ['locums'] }),
  f({ employmentType: ['part_time', 'telemedicine'], openToWork: true }),
  f({ availableBy: '2027-01-01' }),
  f({ availableBy: '2026-03-01' }),
  f({ visa: ['h1b', 'j1_waiver'] }),
  f({ openToWork: true, query: 'ann' }),
  f({ openedAfter: day(-30), openedUntil: day(-10) }),
  f({ openToWork: true, preferredState: ['AZ'], employmentType: ['locums'], availableBy: '2027-03-01' }),
  // Intent first (issue 25): looking, then open, then the rest, each by name; expiries on and around the query time.
  f({ sortKey: 'intent' }),
  f({ sortKey: 'intent', intentAsOf: day(60) }),
  f({ sortKey: 'intent', intentAsOf: day(-41) }),
  // No query time: nobody ranks ahead, so it is the name order.
  f({ sortKey: 'intent', intentAsOf: undefined }),
  f({ sortKey: 'intent', openToWork: true, preferredState: ['AZ', 'TX'] }),
  f({ sortKey: 'intent', state: 'CA', query: 'ann' }),
  f({ sortKey: 'intent', specialty: ['cardiology'], excludeIds: ['c0013', 'c0016'] }),
  // With a distance filter: intent first, then by name (distance filters, it does not order).
  f({ sortKey: 'intent', nearZip: '10001', withinMiles: 250 }),
];

export const intentFacetQueries: ReadonlyArray<SearchFilters> = [f({ openToWork: true }), f({ preferredState: ['TX'], employmentType: ['locums'] })];
