import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../core/deps';
import { noTeam } from '../../test/support/physicians';
import type { Principal } from '../core/principal';
import { physicianSearchQuery, physicianSearchResult } from '../core/schemas/physician-search';
import { conformanceDocs } from '../core/search/conformance-cases';
import type { EndpointInput } from '../http/endpoint';
import { toAppError } from '../http/errors';
import { columnarSearchIndex } from '../adapters/local/columnar-search-index';
import { searchPhysicians } from './search-physicians';

/**
 * Issue 21: wherever a visible limit applies, the rows served are a subset
 * of the query's first 20, whatever page, cursor, total hint or order the
 * request names. The rule lives in the handler, which every engine serves
 * through; the engine here is the real columnar one.
 */

const docs = conformanceDocs(300);
const engine = columnarSearchIndex();
await engine.upsert(docs);

const dependencies = (tier: 'free' | 'premium') =>
  ({ search: engine, users: { subscriptionOf: async () => (tier === 'free' ? null : { subscribed: true, tier, status: 'active' }) }, teams: noTeam, now: () => new Date() }) as unknown as Deps;

const free: Principal = { id: 'u-free', email: 'free@example.com', groups: [] };
const paying: Principal = { id: 'u-paid', email: 'paid@example.com', groups: [] };

const run = async (raw: Record<string, string>, principal: Principal | null, d: Deps) => {
  const input = { query: physicianSearchQuery.parse(raw), principal, body: undefined, params: undefined, headers: {}, rawBody: '', sourceIp: '' };
  const reply = await searchPhysicians.run(input as EndpointInput, d).then(
    (r) => ({ ok: true as const, body: physicianSearchResult.parse(r.body) }),
    (e: unknown) => ({ ok: false as const, status: toAppError(e).code }),
  );
  return reply;
};

const values = <K extends keyof (typeof docs)[number]>(key: K) => [...new Set(docs.map((d) => String(d[key])))].slice(0, 6);
const ids = docs.map((d) => d.id);

const filters = fc.record(
  {
    query: fc.constantFrom('a', 'an', 'card', 'smith', 'medicine', 'z'),
    specialty: fc.constantFrom(...values('specialty')),
    state: fc.constantFrom(...values('state')),
    city: fc.constantFrom(...values('city')),
    sortKey: fc.constantFrom('name', 'specialty', 'location'),
    sortDirection: fc.constantFrom('asc', 'desc'),
  },
  { requiredKeys: [] },
);
const paging = fc.record(
  {
    page: fc.constantFrom('1', '1', '2', '3', '40', '10000'),
    after: fc.constantFrom(...ids),
    before: fc.constantFrom(...ids),
    totalHint: fc.integer({ min: 0, max: 1_000_000 }).map(String),
  },
  { requiredKeys: [] },
);

describe('the free limit holds against every paging parameter', () => {
  it('serves anonymous and free callers only rows among the first 20 of the same query', async () => {
    await fc.assert(
      fc.asyncProperty(filters, paging, fc.constantFrom(null, free), async (asked, window, principal) => {
        if (window.after && window.before) delete window.before;
        const reference = await run(asked as Record<string, string>, paying, dependencies('premium'));
        if (!reference.ok) throw new Error(`reference search failed: ${reference.status}`);
        const firstTwenty = new Set(reference.body.items.slice(0, 20).map((r) => r.id));

        const reply = await run({ ...asked, ...window } as Record<string, string>, principal, dependencies('free'));
        if (!reply.ok) {
          expect(reply.status).toBe('SUBSCRIPTION_REQUIRED');
          return;
        }
        expect(reply.body.items.length).toBeLessThanOrEqual(20);
        for (const row of reply.body.items) expect(firstTwenty.has(row.id)).toBe(true);
        expect([reply.body.nextCursor, reply.body.prevCursor]).toEqual([null, null]);
      }),
      { numRuns: 400 },
    );
  });

  it('serves the first 20 to a free caller who sends page 1 with the last visible id as a cursor', async () => {
    const first = await run({}, null, dependencies('free'));
    if (!first.ok) throw new Error('first page refused');
    const last = first.body.items.at(-1)!.id;
    const cursors: Record<string, string>[] = [{ after: last }, { before: last }, { after: last, totalHint: '1' }];
    for (const cursor of cursors) {
      const next = await run({ page: '1', ...cursor }, null, dependencies('free'));
      if (!next.ok) throw new Error('page 1 refused');
      expect(next.body.items.map((r) => r.id)).toEqual(first.body.items.map((r) => r.id));
    }
  });

  it('still pages a subscriber by cursor', async () => {
    const first = await run({}, paying, dependencies('premium'));
    if (!first.ok || !first.body.nextCursor) throw new Error('no next cursor');
    const second = await run({ page: '2', after: first.body.nextCursor }, paying, dependencies('premium'));
    if (!second.ok) throw new Error('page 2 refused');
    const back = await run({ page: '1', before: second.body.prevCursor! }, paying, dependencies('premium'));
    if (!back.ok) throw new Error('page 1 refused');
    expect(second.body.items[0]!.id).not.toBe(first.body.items[0]!.id);
    expect(back.body.items.map((r) => r.id)).toEqual(first.body.items.map((r) => r.id));
  });
});
