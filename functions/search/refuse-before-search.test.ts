import { describe, expect, it } from 'vitest';
import type { Deps } from '../core/deps';
import { noTeam } from '../../test/support/physicians';
import type { SearchIndex, SearchWindow } from '../core/ports';
import type { Principal } from '../core/principal';
import { physicianSearchQuery, physicianSearchResult, physicianSelectAllQuery } from '../core/schemas/physician-search';
import { conformanceDocs } from '../core/search/conformance-cases';
import type { EndpointInput } from '../http/endpoint';
import { errorResponse, toAppError } from '../http/errors';
import { columnarSearchIndex } from '../adapters/local/columnar-search-index';
import { searchPhysicians } from './search-physicians';
import { selectAllPhysicians } from './select-all-physicians';

/**
 * Issue 15: a request that will be refused never reaches the engine. The
 * engine is the real columnar one behind a counting wrapper, the user store
 * a counting fake; the endpoints run as the HTTP wrapper runs them.
 */

const docs = conformanceDocs(120);
const engine = columnarSearchIndex();
await engine.upsert(docs);

const setup = (tier: 'free' | 'basic' | 'premium') => {
  const calls = { search: [] as SearchWindow[], searchIds: 0, subscriptionReads: 0 };
  const search: SearchIndex = {
    ...engine,
    search: (q, w) => (calls.search.push(w), engine.search(q, w)),
    searchIds: (q, limit) => (calls.searchIds++, engine.searchIds(q, limit)),
  };
  const users = {
    subscriptionOf: async () => (calls.subscriptionReads++, tier === 'free' ? null : { subscribed: true, tier, status: 'active' }),
  };
  return { d: { search, users, teams: noTeam, now: () => new Date() } as unknown as Deps, calls };
};

const user: Principal = { id: 'u1', email: 'u1@example.com', groups: [] };
const admin: Principal = { ...user, groups: ['admin'] };

const input = (raw: Record<string, string>, principal: Principal | null, schema = physicianSearchQuery): EndpointInput =>
  ({ query: schema.parse(raw), principal, body: undefined, params: undefined, headers: {}, rawBody: '', sourceIp: '' }) as EndpointInput;

/** The wire body of what the endpoint threw, as the HTTP edge would send it. */
const refusal = async (run: Promise<unknown>) => {
  const error = await run.then(() => null, (e: unknown) => e);
  const { statusCode, body } = errorResponse(toAppError(error));
  return { statusCode, body: JSON.parse(body as string) as unknown };
};

const pageTwoRefusal = { statusCode: 402, body: { error: { code: 'SUBSCRIPTION_REQUIRED', message: 'A subscription is required to see more results' } } };

describe('GET /api/physicians refuses before searching', () => {
  it('refuses anonymous page 10000 with the same 402, without a read or a search', async () => {
    const { d, calls } = setup('free');
    expect(await refusal(searchPhysicians.run(input({ page: '10000' }, null), d))).toEqual(pageTwoRefusal);
    expect(calls).toEqual({ search: [], searchIds: 0, subscriptionReads: 0 });
  });

  it('refuses a free user page 2 (also by cursor) after one read and no search', async () => {
    const { d, calls } = setup('free');
    expect(await refusal(searchPhysicians.run(input({ page: '2', after: docs[0]!.id }, user), d))).toEqual(pageTwoRefusal);
    expect(calls).toEqual({ search: [], searchIds: 0, subscriptionReads: 1 });
  });

  it('still serves page 1 to everyone, 20 rows to free callers and no cursors for them', async () => {
    const { d, calls } = setup('free');
    const reply = await searchPhysicians.run(input({}, null), d);
    const body = physicianSearchResult.parse(reply.body);
    expect([body.items.length, body.total, body.visibleLimit, body.nextCursor, body.prevCursor]).toEqual([20, 120, 20, null, null]);
    expect(calls.search).toHaveLength(1);
  });

  it('serves a subscriber page 2 after the read, with cursors naming the first and last row', async () => {
    const { d, calls } = setup('basic');
    const body = physicianSearchResult.parse((await searchPhysicians.run(input({ page: '2' }, user), d)).body);
    expect(body.items).toHaveLength(25);
    expect([body.prevCursor, body.nextCursor]).toEqual([body.items[0]?.id, body.items[24]?.id]);
    expect([calls.subscriptionReads, calls.search.length]).toEqual([1, 1]);
  });

  it('passes a cursor and a total hint to the engine as an anchor', async () => {
    const { d, calls } = setup('basic');
    await searchPhysicians.run(input({ page: '3', before: 'c0001', totalHint: '120' }, user), d);
    expect(calls.search).toEqual([{ offset: 50, limit: 25, anchor: { id: 'c0001', side: 'before' }, totalHint: 120 }]);
  });

  it('rejects after and before together as a 400 with a field error, before any read', async () => {
    const { d, calls } = setup('basic');
    const { statusCode, body } = await refusal(searchPhysicians.run(input({ page: '2', after: 'a', before: 'b' }, user), d));
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ error: { code: 'VALIDATION', details: { before: ['Send after or before, not both'] } } });
    expect(calls).toEqual({ search: [], searchIds: 0, subscriptionReads: 0 });
  });
});

describe('GET /api/physicians/ids refuses before searching', () => {
  const selectAll = (principal: Principal | null, d: Deps) =>
    selectAllPhysicians.run(input({}, principal, physicianSelectAllQuery as unknown as typeof physicianSearchQuery), d);

  it('refuses anonymous and free callers with the unchanged message, without searching', async () => {
    for (const principal of [null, user]) {
      const { d, calls } = setup('free');
      expect(await refusal(selectAll(principal, d))).toEqual({
        statusCode: 402,
        body: { error: { code: 'SUBSCRIPTION_REQUIRED', message: 'You can only select up to 20 physicians with a free account' } },
      });
      expect(calls.searchIds).toBe(0);
    }
  });

  it('refuses a basic subscriber with the Annual plan message, without searching', async () => {
    const { d, calls } = setup('basic');
    expect(await refusal(selectAll(user, d))).toEqual({
      statusCode: 402,
      body: { error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Selecting all results requires the Annual plan.' } },
    });
    expect(calls.searchIds).toBe(0);
  });

  it('serves premium after one read, and admins without any read', async () => {
    const premium = setup('premium');
    expect((await selectAll(user, premium.d)).body).toMatchObject({ total: 120 });
    expect([premium.calls.subscriptionReads, premium.calls.searchIds]).toEqual([1, 1]);
    const byAdmin = setup('free');
    expect((await selectAll(admin, byAdmin.d)).body).toMatchObject({ total: 120 });
    expect([byAdmin.calls.subscriptionReads, byAdmin.calls.searchIds]).toEqual([0, 1]);
  });
});
