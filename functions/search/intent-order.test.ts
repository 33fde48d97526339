import { describe, expect, it } from 'vitest';
import type { Deps } from '../core/deps';
import { noTeam } from '../../test/support/physicians';
import type { Principal } from '../core/principal';
import { PAGE_SIZE } from '../core/schemas/physician-constants';
import { physicianSearchQuery, physicianSearchResult } from '../core/schemas/physician-search';
import { savedSearchParams } from '../core/schemas/saved-searches';
import type { PhysicianSummary } from '../core/schemas/physician';
import { conformanceDocs } from '../core/search/conformance-cases';
import { comparatorOf } from '../core/search/matcher';
import type { EndpointInput } from '../http/endpoint';
import { columnarSearchIndex } from '../adapters/local/columnar-search-index';
import { CURSOR_AS_OF_MAX_AGE_MS, intentCursorOf, readCursor } from './intent-cursor';
import { searchPhysicians } from './search-physicians';

/**
 * Issue 25: the intent order through the handler. Its ranks are judged at a
 * query time, so Next must keep page 1's time (carried in the cursor) or an
 * intent expiring between two clicks would show its physician twice.
 */
const paying: Principal = { id: 'u-paid', email: 'paid@example.com', groups: [] };
const premium = { subscriptionOf: async () => ({ subscribed: true, tier: 'premium', status: 'active' }) };
const T = Date.parse('2026-06-01T00:00:00.000Z');
const minutes = (n: number) => new Date(T + n * 60_000);

const run = async (raw: Record<string, string>, d: Deps) => {
  const input = { query: physicianSearchQuery.parse(raw), principal: paying, body: undefined, params: undefined, headers: {}, rawBody: '', sourceIp: '' };
  return physicianSearchResult.parse((await searchPhysicians.run(input as EndpointInput, d)).body);
};

const intent = (status: 'looking' | 'open', expiresAt: Date): NonNullable<PhysicianSummary['intent']> => ({
  status,
  preferredStates: ['AZ'],
  metros: [],
  willingToRelocate: false,
  employmentTypes: ['locums'],
  practiceSettings: [],
  availableFrom: null,
  visa: null,
  openedAt: minutes(-600).toISOString(),
  expiresAt: expiresAt.toISOString(),
});

// Without conformance intent, then three looking (one expiring a minute after page 1 is read) and two open.
const docs: PhysicianSummary[] = conformanceDocs(120).map(({ intent: _i, ...d }, i) =>
  i === 40 ? { ...d, intent: intent('looking', minutes(1)) } : i === 7 || i === 90 ? { ...d, intent: intent('looking', minutes(60 * 24)) } : i === 3 || i === 55 ? { ...d, intent: intent('open', minutes(60 * 24)) } : d,
);

const setup = async (clock: { now: Date }) => {
  const engine = columnarSearchIndex();
  await engine.upsert(docs);
  return { search: engine, users: premium, teams: noTeam, now: () => clock.now } as unknown as Deps;
};

const walk = async (d: Deps, clock: { now: Date }, strip: boolean) => {
  const q = { sortKey: 'intent' };
  let page = await run({ ...q, page: '1' }, d);
  const seen = page.items.map((i) => i.id);
  // The reader comes back ten minutes later: one looking physician's intent has expired meanwhile.
  clock.now = minutes(10);
  for (let n = 2; page.nextCursor; n++) {
    const cursor = strip ? page.nextCursor.split('.')[0]! : page.nextCursor;
    page = await run({ ...q, page: String(n), after: cursor }, d);
    seen.push(...page.items.map((i) => i.id));
  }
  return seen;
};

describe('the intent order (sortKey=intent)', () => {
  it('puts current looking, then open, then the rest, each by name', async () => {
    const clock = { now: minutes(0) };
    const page = await run({ sortKey: 'intent', page: '1' }, await setup(clock));
    const expected = [...docs].sort(comparatorOf('intent', 'asc', null, minutes(0).toISOString())).slice(0, PAGE_SIZE);
    expect(page.items.map((i) => i.id)).toEqual(expected.map((d) => d.id));
    expect(page.items.slice(0, 5).map((i) => i.id)).toEqual(expect.arrayContaining(['c0007', 'c0040', 'c0090', 'c0003', 'c0055']));
    expect(page.items[3]?.intent?.status).toBe('open');
  });

  it('Next keeps page 1 time: an intent expiring between clicks neither repeats nor skips its physician', async () => {
    const clock = { now: minutes(0) };
    const seen = await walk(await setup(clock), clock, false);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...docs].sort(comparatorOf('intent', 'asc', null, minutes(0).toISOString())).map((d) => d.id));
  });

  it('without the time in the cursor, the same walk shows that physician twice (why the cursor carries it)', async () => {
    const clock = { now: minutes(0) };
    const seen = await walk(await setup(clock), clock, true);
    expect(seen.filter((id) => id === 'c0040')).toHaveLength(2);
  });

  it('a badge is judged at the server clock, not the cursor time', async () => {
    const clock = { now: minutes(0) };
    const d = await setup(clock);
    const page1 = await run({ sortKey: 'intent', page: '1' }, d);
    clock.now = minutes(10);
    const again = await run({ sortKey: 'intent', page: '1', before: intentCursorOf(page1.items[PAGE_SIZE - 1]!.id, minutes(0).toISOString()) }, d);
    expect(again.items.find((i) => i.id === 'c0040')?.intent).toBeUndefined();
  });

  it('refuses desc with a field error, on the search and on a saved search', () => {
    const search = physicianSearchQuery.safeParse({ sortKey: 'intent', sortDirection: 'desc' });
    expect(search.success).toBe(false);
    expect(search.error?.issues.map((i) => i.path.join('.'))).toEqual(['sortDirection']);
    const saved = savedSearchParams.safeParse({ openToWork: true, sortKey: 'intent', sortDirection: 'desc' });
    expect(saved.success).toBe(false);
    expect(savedSearchParams.safeParse({ openToWork: true, sortKey: 'intent' }).success).toBe(true);
  });

  it('reads a cursor time only when it is recent and not in the future; anything else is now', () => {
    const now = minutes(100);
    expect(readCursor(intentCursorOf('phy_a', minutes(90).toISOString()), now)).toEqual({ id: 'phy_a', asOf: minutes(90).toISOString() });
    expect(readCursor(intentCursorOf('phy_a', new Date(now.getTime() - CURSOR_AS_OF_MAX_AGE_MS - 1).toISOString()), now)).toEqual({ id: 'phy_a' });
    expect(readCursor(intentCursorOf('phy_a', minutes(101).toISOString()), now)).toEqual({ id: 'phy_a' });
    expect(readCursor('phy_a.zzzzzzzzzzzz', now)).toEqual({ id: 'phy_a' });
    expect(readCursor('phy_a', now)).toEqual({ id: 'phy_a' });
    expect(physicianSearchQuery.safeParse({ after: 'phy_a.1.2' }).success).toBe(false);
    expect(physicianSearchQuery.safeParse({ after: 'phy_a.!x' }).success).toBe(false);
  });
});
