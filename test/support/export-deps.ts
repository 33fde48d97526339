import type { Deps } from '../../functions/core/deps';
import type { ListPageRequest } from '../../functions/core/list-ports';
import { exportRequest } from '../../functions/core/schemas/exports';
import type { EndpointInput } from '../../functions/http/endpoint';
import { exportRecord } from './export-files';
import { noTeam } from './physicians';

/** In-memory stand-ins for the ports the export touches; the real adapters are covered by test/integration/exports-api.test.ts and export-formats-api.test.ts. */
export const fakeExportDeps = (memberCount: number, tier: 'basic' | 'premium' = 'premium') => {
  const calls = { pages: [] as ListPageRequest[], marked: [] as Array<{ ids: string[]; at: string }>, consumed: [] as number[], puts: [] as Array<{ key: string; body: string; contentType: string }>, ttl: [] as number[], names: [] as string[], logged: [] as number[] };
  const d = {
    config: { EXPORT_DAILY_CAP: 100_000 },
    now: () => new Date('2026-11-22T10:00:00.000Z'),
    users: { subscriptionOf: async () => ({ subscribed: true, tier, status: 'active' }) },
    // In no team: the plan and the allowance are the user's own (core/subscription.ts, core/team-allowance.ts).
    teams: noTeam,
    lists: {
      get: async (userId: string, listId: string) => (userId === 'u1' && listId === 'l1' ? { id: 'l1', name: 'Cardiology — TX', memberCount: memberCount } : null),
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
      getMany: async (ids: readonly string[]) => ids.map((id) => exportRecord({ id, firstName: 'A', lastName: 'B', fullName: 'A B' })),
    },
    activity: {
      consumeDaily: async (_u: string, _k: string, _d: string, n: number) => (calls.consumed.push(n), true),
      logExport: async ({ count }: { count: number }) => void calls.logged.push(count),
    },
    contactReports: { statusOf: async () => new Map() },
    files: {
      // Binary formats arrive as bytes; latin1 keeps every byte for the assertions on them.
      putExport: async (key: string, body: string | Uint8Array, contentType: string) =>
        void calls.puts.push({ key, body: typeof body === 'string' ? body : Buffer.from(body).toString('latin1'), contentType }),
      signedDownloadUrl: async (key: string, fileName: string, ttl: number) => (calls.ttl.push(ttl), calls.names.push(fileName), `http://s3.local/bucket/${key}?X-Amz-Expires=${ttl}`),
    },
  } as unknown as Deps;
  return { d, calls };
};

/** The body as the wrapper hands it over: parsed by the endpoint's schema (defaults filled in). */
export const exportInput = (body: unknown): EndpointInput =>
  ({ body: exportRequest.parse(body), principal: { id: 'u1', email: 'u1@example.com', groups: [] }, query: undefined, params: undefined, headers: {}, rawBody: '', sourceIp: '' }) as EndpointInput;

