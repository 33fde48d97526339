import { describe, expect, it } from 'vitest';
import type { Deps } from '../core/deps';
import type { ListPageRequest } from '../core/list-ports';
import type { PhysicianRecord } from '../core/schemas/physician';
import type { EndpointInput } from '../http/endpoint';
import { createExport } from './create-export';

/** In-memory stand-ins for the ports the export touches; the real adapters are covered by test/integration/exports-api.test.ts. */
const fakeDeps = (memberCount: number, tier: 'basic' | 'premium' = 'premium') => {
  const calls = { pages: [] as ListPageRequest[], marked: [] as Array<{ ids: string[]; at: string }>, consumed: [] as number[], puts: [] as Array<{ key: string; body: string; contentType: string }>, ttl: [] as number[], logged: [] as number[] };
  const d = {
    config: { EXPORT_DAILY_CAP: 100_000 },
    now: () => new Date('2026-11-22T10:00:00.000Z'),
    users: { subscriptionOf: async () => ({ subscribed: true, tier, status: 'active' }) },
    lists: {
      // Pages like the store: from just after `after`, `limit` at a time, one status or all.
      members: async (userId: string, listId: string, page: ListPageRequest) => {
        if (userId !== 'u1' || listId !== 'l1') return null;
        calls.pages.push(page);
        const all = Array.from({ length: memberCount }, (_, i) => ({ physicianId: `phy_${i}`, addedAt: '2026-11-01T00:00:00.000Z', status: i === 0 ? 'contacted' : 'new', note: i === 0 ? '=Called, call back Tue' : null, statusUpdatedAt: null }));
        const shown = all.filter((m) => page.status === undefined || m.status === page.status);
        const start = page.after ? shown.findIndex((m) => m.physicianId === page.after?.physicianId) + 1 : 0;
        const items = shown.slice(start, start + page.limit);
        return { items, next: start + page.limit < shown.length ? items[items.length - 1] : null };
      },
    },
    marks: { markExported: async (_u: string, ids: readonly string[], at: string) => void calls.marked.push({ ids: [...ids], at }) },
    physicians: {
      getMany: async (ids: readonly string[]) => ids.map((id) => ({ id, firstName: 'A', lastName: 'B', fullName: 'A B', education: [], skills: [] }) as unknown as PhysicianRecord),
    },
    activity: {
      consumeDaily: async (_u: string, _k: string, _d: string, n: number) => (calls.consumed.push(n), true),
      logExport: async ({ count }: { count: number }) => void calls.logged.push(count),
    },
    contactReports: { statusOf: async () => new Map() },
    files: {
      putExport: async (key: string, body: string, contentType: string) => void calls.puts.push({ key, body, contentType }),
      signedDownloadUrl: async (key: string, _f: string, ttl: number) => (calls.ttl.push(ttl), `http://s3.local/bucket/${key}?X-Amz-Expires=${ttl}`),
    },
  } as unknown as Deps;
  return { d, calls };
};

const input = (body: unknown): EndpointInput =>
  ({ body, principal: { id: 'u1', email: 'u1@example.com', groups: [] }, query: undefined, params: undefined, headers: {}, rawBody: '', sourceIp: '' }) as EndpointInput;

describe('createExport', () => {
  it('exports at most the first 5,000 members of a list, counting exactly those rows', async () => {
    const { d, calls } = fakeDeps(6000);
    const reply = await createExport.run(input({ listId: 'l1' }), d);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ count: 5000, fileName: 'physician_export.csv', expiresAt: '2026-11-22T10:15:00.000Z' });
    expect(calls.consumed).toEqual([5000]);
    expect(calls.logged).toEqual([5000]);
    expect(calls.ttl).toEqual([900]);
    expect(calls.puts[0]?.key).toMatch(/^exports\/u1\/[0-9A-HJKMNP-TV-Z]{26}\.csv$/);
    expect(calls.puts[0]?.contentType).toBe('text/csv; charset=utf-8');
    expect(calls.puts[0]?.body.split('\r\n')).toHaveLength(5002);
  });

  it("is 404 for a list that is not the caller's, before counting anything", async () => {
    const { d, calls } = fakeDeps(3);
    await expect(createExport.run(input({ listId: 'someone-elses' }), d)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(calls.consumed).toEqual([]);
  });

  it('gives a list export List Status and List Note columns (the note formula-guarded) and marks every exported row', async () => {
    const { d, calls } = fakeDeps(2);
    await createExport.run(input({ listId: 'l1' }), d);
    const [header, first, second] = calls.puts[0]!.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(',').slice(-2)).toEqual(['List Status', 'List Note']);
    expect(first!.endsWith(",Contacted,\"'=Called, call back Tue\"")).toBe(true);
    expect(second!.endsWith(',New,')).toBe(true);
    expect(calls.marked).toEqual([{ ids: ['phy_0', 'phy_1'], at: '2026-11-22T10:00:00.000Z' }]);
  });

  it('adds no list columns to an export of selected ids', async () => {
    const { d, calls } = fakeDeps(0);
    await createExport.run(input({ physicianIds: ['phy_1'] }), d);
    expect(calls.puts[0]!.body).not.toContain('List Status');
    expect(calls.marked).toEqual([{ ids: ['phy_1'], at: '2026-11-22T10:00:00.000Z' }]);
  });

  it('exports only the status the list page is filtered by, reading it page after page like the page does', async () => {
    const { d, calls } = fakeDeps(600);
    const reply = await createExport.run(input({ listId: 'l1', status: ['new'] }), d);
    expect(reply.body).toMatchObject({ count: 599 });
    expect(calls.marked[0]?.ids).not.toContain('phy_0');
    expect(calls.pages.map((p) => [p.status, p.limit, p.after?.physicianId])).toEqual([
      ['new', 250, undefined],
      ['new', 250, 'phy_250'],
      ['new', 250, 'phy_500'],
    ]);
  });

  it('asks the store for the pipeline order when the page sorts by status', async () => {
    const { d, calls } = fakeDeps(3);
    await createExport.run(input({ listId: 'l1', sort: 'status' }), d);
    expect(calls.pages).toEqual([{ byStatus: true, limit: 250 }]);
  });

  it('lets a Monthly (basic) subscriber export', async () => {
    const { d } = fakeDeps(2, 'basic');
    expect((await createExport.run(input({ listId: 'l1' }), d)).status).toBe(200);
    expect((await createExport.run(input({ physicianIds: ['phy_1'] }), d)).status).toBe(200);
  });

  it('writes one row per distinct id', async () => {
    const { d, calls } = fakeDeps(0);
    const reply = await createExport.run(input({ physicianIds: ['phy_1', 'phy_2', 'phy_1'] }), d);
    expect(reply.body).toMatchObject({ count: 2 });
    expect(calls.consumed).toEqual([2]);
  });
});
