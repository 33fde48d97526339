import { describe, expect, it } from 'vitest';
import type { Deps } from '../core/deps';
import { noTeam } from '../../test/support/physicians';
import type { Principal } from '../core/principal';
import { PAGE_JUMP_MAX, PAGE_SIZE } from '../core/schemas/physician-constants';
import { physicianSearchQuery, physicianSearchResult } from '../core/schemas/physician-search';
import type { PhysicianSummary } from '../core/schemas/physician';
import { conformanceDocs } from '../core/search/conformance-cases';
import type { EndpointInput } from '../http/endpoint';
import type { Client } from '../adapters/aws/opensearch-http';
import { toDocument } from '../adapters/aws/opensearch-document';
import { openSearchIndex } from '../adapters/aws/opensearch-search-index';
import { columnarSearchIndex } from '../adapters/local/columnar-search-index';
import { searchPhysicians } from './search-physicians';

/**
 * Issue 23 item 7: Next or Previous from a row that was removed between two
 * clicks cannot be read next to it, so the page number is served instead;
 * that fallback stops at the jump depth (page 400) like any jump, and the
 * answer names the page it really is, so the pager and the next cursor agree
 * with the rows shown.
 */
const paying: Principal = { id: 'u-paid', email: 'paid@example.com', groups: [] };
const premium = { subscriptionOf: async () => ({ subscribed: true, tier: 'premium', status: 'active' }) };

const run = async (raw: Record<string, string>, d: Deps) => {
  const input = { query: physicianSearchQuery.parse(raw), principal: paying, body: undefined, params: undefined, headers: {}, rawBody: '', sourceIp: '' };
  return physicianSearchResult.parse((await searchPhysicians.run(input as EndpointInput, d)).body);
};

describe('a cursor whose anchor row is gone, over OpenSearch at 1M matches', () => {
  const MATCHES = 1_000_000;
  const sources = conformanceDocs(PAGE_SIZE);
  const overOpenSearch = () => {
    const bodies: Array<{ from?: number; size?: number; query?: { ids?: unknown } }> = [];
    const client = {
      search: async ({ body }: { body: (typeof bodies)[number] }) => {
        bodies.push(body);
        // The anchor lookup finds nothing (the row was removed); any other search matches a million rows.
        const hits = body.query?.ids ? [] : sources.slice(0, body.size ?? 0).map((d) => ({ _id: d.id, _source: toDocument(d) }));
        return { statusCode: 200, body: { hits: { total: { value: MATCHES, relation: 'eq' }, hits } } };
      },
    } as unknown as Client;
    return { bodies, deps: { search: openSearchIndex({ client, index: 'physicians' }), users: premium, teams: noTeam, now: () => new Date() } as unknown as Deps };
  };

  it.each(['after', 'before'])('page 10,000 %s a removed row reads page 400 at most and says so', async (side) => {
    const { bodies, deps } = overOpenSearch();
    const answer = await run({ page: '10000', [side]: 'phy_gone', totalHint: String(MATCHES) }, deps);
    for (const b of bodies) expect((b.from ?? 0) + (b.size ?? 0), JSON.stringify(b)).toBeLessThanOrEqual(PAGE_JUMP_MAX * PAGE_SIZE);
    expect(bodies.some((b) => !b.query?.ids)).toBe(true);
    expect(answer.page).toBe(PAGE_JUMP_MAX);
    expect(answer.items).toHaveLength(PAGE_SIZE);
  });
});

describe('a cursor whose anchor row is gone, on the columnar engine', () => {
  const docs: PhysicianSummary[] = conformanceDocs(300);
  const setup = async () => {
    const engine = columnarSearchIndex();
    await engine.upsert(docs);
    return { engine, deps: { search: engine, users: premium, teams: noTeam, now: () => new Date() } as unknown as Deps };
  };
  const q = { sortKey: 'name', sortDirection: 'asc' };

  it('Next from a removed row of page 3 serves page 4 by number and says page 4', async () => {
    const { engine, deps } = await setup();
    const page3 = await run({ ...q, page: '3' }, deps);
    const page4 = await run({ ...q, page: '4' }, deps);
    const anchor = page3.nextCursor as string;
    await engine.remove([anchor]);
    const next = await run({ ...q, page: '4', after: anchor }, deps);
    expect(next.page).toBe(4);
    // One row above moved up: page 4 by number now starts one row later than before.
    expect(next.items[0]?.id).toBe(page4.items[1]?.id);
  });

  it('Next past the jump depth from a removed row serves page 400 and names it', async () => {
    const many = columnarSearchIndex();
    const count = (PAGE_JUMP_MAX + 3) * PAGE_SIZE;
    const base = docs[0] as PhysicianSummary;
    const rows = Array.from({ length: count }, (_, i) => ({ ...base, id: `phy_${String(i).padStart(6, '0')}`, npi: undefined, firstName: `F${String(i).padStart(6, '0')}`, lastName: 'Same' }));
    await many.upsert(rows);
    const deps = { search: many, users: premium, teams: noTeam, now: () => new Date() } as unknown as Deps;
    const p400 = await run({ ...q, page: String(PAGE_JUMP_MAX) }, deps);
    const p401 = await run({ ...q, page: String(PAGE_JUMP_MAX + 1), after: p400.nextCursor as string }, deps);
    expect(p401.page).toBe(PAGE_JUMP_MAX + 1);
    const gone = p401.nextCursor as string;
    await many.remove([gone]);
    const fallback = await run({ ...q, page: String(PAGE_JUMP_MAX + 2), after: gone }, deps);
    expect(fallback.page).toBe(PAGE_JUMP_MAX);
    expect(fallback.items.map((p) => p.id)).toEqual(p400.items.map((p) => p.id));
    expect(fallback.nextCursor).toBe(p400.nextCursor);
  });

  it('a live anchor is served next to it, past the jump depth, with the page asked', async () => {
    const { deps } = await setup();
    const page2 = await run({ ...q, page: '2' }, deps);
    const next = await run({ ...q, page: '3', after: page2.nextCursor as string }, deps);
    expect(next.page).toBe(3);
    expect(next.items[0]?.id).not.toBe(page2.items.at(-1)?.id);
  });
});
