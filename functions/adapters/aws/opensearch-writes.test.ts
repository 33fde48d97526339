import { afterEach, describe, expect, it, vi } from 'vitest';
import { conformanceDocs } from '../../core/search/conformance-cases';
import type { PhysicianSummary } from '../../core/schemas/physician';
import { createStubDomain } from '../../../test/support/opensearch/stub-domain';
import { type RecordedRequest, type StubHandler, type StubReply, startStub } from '../../../test/support/opensearch/stub-server';
import { bulkApply } from './opensearch-bulk';
import { openSearchClient } from './opensearch-client';
import { indexTemplate } from './opensearch-index-admin';
import { swapActions } from './opensearch-lifecycle';
import { openSearchWrites } from './opensearch-writes';

const stubs: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((s) => s.close()));
  vi.restoreAllMocks();
});

const [a, b] = conformanceDocs(2) as [PhysicianSummary, PhysicianSummary];
const req = (method: string, path: string, json?: unknown): RecordedRequest => ({ method, path, headers: {}, body: '', json });

/** The stub domain with physicians -> physicians_v1 (and physicians_building -> physicians_v2 when asked), behind `wrap`. */
const setup = async (o: { building?: boolean; wrap?: (handle: (r: RecordedRequest) => StubReply) => StubHandler } = {}) => {
  const domain = createStubDomain();
  domain.handle(req('PUT', '/_index_template/physicians', indexTemplate('physicians')));
  domain.handle(req('PUT', '/physicians_v1', { aliases: { physicians: {} } }));
  if (o.building) domain.handle(req('PUT', '/physicians_v2', { aliases: { physicians_building: {} } }));
  const stub = await startStub(o.wrap ? o.wrap(domain.handle) : domain.handle);
  stubs.push(stub);
  const client = openSearchClient({ node: stub.url, region: 'us-east-1', getCredentials: async () => ({ accessKeyId: 'AKID', secretAccessKey: 'secret' }) });
  const writes = openSearchWrites(client, { alias: 'physicians', ...(o.building ? { buildingAlias: 'physicians_building' } : {}) });
  return { domain, stub, client, writes, v: (n: number) => domain.indices.get(`physicians_v${n}`) };
};

describe('openSearchWrites against the stub domain', () => {
  it('remove deletes a profile whose stored version is above the clock (stored version + 1, not the clock)', async () => {
    const { writes, v } = await setup();
    // Written by a writer whose clock ran ahead, or by nextVersion(stored) chains: above Date.now() * 1000.
    const ahead = Date.now() * 1000 + 3_600_000_000;
    await writes.apply([{ kind: 'upsert', doc: a, version: ahead }]);

    await writes.remove([a.id]);

    expect(v(1)?.docs.has(a.id)).toBe(false);
    expect(v(1)?.tombstones.get(a.id)?.version).toBe(ahead + 1);
  });

  it('remove reads again and deletes above a write that landed between its read and its delete', async () => {
    let raced = false;
    const wrap = (handle: (r: RecordedRequest) => StubReply) => (r: RecordedRequest) => {
      if (!raced && r.path.startsWith('/physicians/_bulk') && r.body.includes('"delete"')) {
        raced = true;
        handle(req('PUT', '/physicians/_bulk?require_alias=true', [{ index: { _id: a.id, version: 50, version_type: 'external' } }, a]));
      }
      return handle(r);
    };
    const { writes, v, stub } = await setup({ wrap });
    await writes.apply([{ kind: 'upsert', doc: a, version: 10 }]);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);

    await writes.remove([a.id]);

    expect(v(1)?.docs.has(a.id)).toBe(false);
    expect(stub.requests.filter((r) => r.path.startsWith('/physicians/_bulk?refresh=wait_for')).map((r) => (r.json as Array<{ delete: { version: number } }>)[0]?.delete.version)).toEqual([11, 51]);
    expect(info.mock.calls.flat().join('\n')).toMatch(/physicians: 1 version conflict\(s\) with a higher stored version/);
  });

  it('counts and logs 409s where a higher version is stored, not replays of the same version, and fails neither', async () => {
    const { client } = await setup();
    await bulkApply(client, { alias: 'physicians' }, [{ kind: 'upsert', doc: a, version: 20 }, { kind: 'upsert', doc: b, version: 20 }]);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);

    const result = await bulkApply(client, { alias: 'physicians' }, [{ kind: 'upsert', doc: a, version: 19 }, { kind: 'upsert', doc: b, version: 20 }]);

    expect(result).toEqual({ retryable: [], rejected: [], gone: [], superseded: [a.id] });
    expect(info.mock.calls.map((c) => String(c[0]))).toEqual([`OpenSearch bulk to physicians: 1 version conflict(s) with a higher stored version (a newer write landed first), e.g. ${a.id}`]);
  });

  it('a removal whose mirror write finds the building alias swapped away is sent again to the live alias: absent from the new live index', async () => {
    // The race of issue 23 item 3: the live bulk reaches physicians_v1 before the swap, the mirror reaches
    // physicians_building after it (index_not_found); the stub holds the mirror until the live bulk was answered.
    let liveDone: () => void = () => undefined;
    const liveAnswered = new Promise<void>((r) => (liveDone = r));
    const swap = { actions: swapActions('physicians', { index: 'physicians_v2', previous: 'physicians_v1', legacy: false }) };
    const wrap = (handle: (r: RecordedRequest) => StubReply) => async (r: RecordedRequest) => {
      if (r.path.startsWith('/physicians_building/_bulk') && r.body.includes('"delete"')) {
        await liveAnswered;
        expect(handle(req('POST', '/_aliases', swap)).status).toBe(200);
        return handle(r);
      }
      const reply = handle(r);
      if (r.path.startsWith('/physicians/_bulk') && r.body.includes('"delete"')) liveDone();
      return reply;
    };
    const { writes, v, domain } = await setup({ building: true, wrap });
    await writes.apply([{ kind: 'upsert', doc: a, version: 10 }]);
    expect(v(2)?.docs.has(a.id)).toBe(true);

    const result = await writes.apply([{ kind: 'remove', id: a.id, version: 11 }]);

    expect(result).toEqual({ retryable: [], rejected: [] });
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v2']);
    expect(v(1)?.docs.has(a.id)).toBe(false);
    expect(v(2)?.docs.has(a.id)).toBe(false);
    expect(v(2)?.tombstones.get(a.id)?.version).toBe(11);
  });

  it('the mirror never asks for refresh=wait_for (the building index loads with refresh_interval -1)', async () => {
    const { writes, stub, domain } = await setup({ building: true });
    domain.handle(req('PUT', '/physicians_v2/_settings', { index: { refresh_interval: '-1' } }));
    await writes.apply([{ kind: 'upsert', doc: a, version: 10 }]);

    await writes.remove([a.id]);

    expect(stub.requests.filter((r) => r.path.includes('/_bulk')).map((r) => r.path)).toContain('/physicians_building/_bulk?refresh=false&require_alias=true');
    expect(domain.indices.get('physicians_v2')?.docs.has(a.id)).toBe(false);
  });
});
