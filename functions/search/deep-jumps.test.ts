import { describe, expect, it } from 'vitest';
import type { Deps } from '../core/deps';
import { noTeam } from '../../test/support/physicians';
import type { Principal } from '../core/principal';
import { PAGE_JUMP_MAX, PAGE_SIZE } from '../core/schemas/physician-constants';
import { physicianSearchQuery } from '../core/schemas/physician-search';
import type { EndpointInput } from '../http/endpoint';
import { toAppError } from '../http/errors';
import type { Client } from '../adapters/aws/opensearch-http';
import { openSearchIndex } from '../adapters/aws/opensearch-search-index';
import { searchPhysicians } from './search-physicians';

/**
 * Issue 23: what the OpenSearch adapter is asked for the deepest page number
 * the handler lets through, at 1,000,000 matches. Every body it sends sorts
 * at most PAGE_JUMP_MAX pages of rows (from + size), whatever total hint the
 * client sends; a deeper jump reaches no engine at all.
 */
const MATCHES = 1_000_000;
const DEPTH_ROWS = PAGE_JUMP_MAX * PAGE_SIZE;

const overOpenSearch = () => {
  const bodies: Array<{ from?: number; size?: number }> = [];
  const client = {
    search: async ({ body }: { body: { from?: number; size?: number; query?: { ids?: unknown } } }) => {
      bodies.push(body);
      // An anchor lookup by id finds its row's sort key; any other search matches a million rows.
      const hits = body.query?.ids ? [{ _id: 'phy_anchor', sort: ['lee\u0000ann\u0000phy_anchor'] }] : [];
      return { statusCode: 200, body: { hits: { total: { value: MATCHES, relation: 'eq' }, hits } } };
    },
  } as unknown as Client;
  const deps = {
    search: openSearchIndex({ client, index: 'physicians' }),
    users: { subscriptionOf: async () => ({ subscribed: true, tier: 'premium', status: 'active' }) },
    teams: noTeam,
    now: () => new Date(),
  } as unknown as Deps;
  return { bodies, deps };
};

const paying: Principal = { id: 'u-paid', email: 'paid@example.com', groups: [] };

const run = (raw: Record<string, string>, d: Deps) => {
  const input = { query: physicianSearchQuery.parse(raw), principal: paying, body: undefined, params: undefined, headers: {}, rawBody: '', sourceIp: '' };
  return searchPhysicians.run(input as EndpointInput, d).then(
    () => 'ok',
    (e: unknown) => toAppError(e).code,
  );
};

describe('page-number jumps at 1M matches cost OpenSearch a bounded queue', () => {
  it.each<Record<string, string>>([{}, { totalHint: String(MATCHES) }, { totalHint: '12000' }, { totalHint: '0' }])('the deepest allowed jump, hint %o: from + size <= 10,000', async (hint) => {
    const { bodies, deps } = overOpenSearch();
    expect(await run({ page: String(PAGE_JUMP_MAX), ...hint }, deps)).toBe('ok');
    expect(bodies.length).toBeGreaterThan(0);
    for (const b of bodies) expect((b.from ?? 0) + (b.size ?? 0), JSON.stringify(b)).toBeLessThanOrEqual(DEPTH_ROWS);
  });

  it.each(['401', '5000', '10000'])('a jump to page %s is refused before any request', async (page) => {
    const { bodies, deps } = overOpenSearch();
    expect(await run({ page, totalHint: String(MATCHES) }, deps)).toBe('VALIDATION');
    expect(bodies).toEqual([]);
  });

  it('page 10,000 by cursor: one anchor lookup and one page of search_after, nothing deeper', async () => {
    const { bodies, deps } = overOpenSearch();
    expect(await run({ page: '10000', after: 'phy_anchor', totalHint: String(MATCHES) }, deps)).toBe('ok');
    expect(bodies.map((b) => [b.from, b.size])).toEqual([[0, 1], [0, PAGE_SIZE]]);
  });
});
