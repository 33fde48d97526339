import { afterEach, describe, expect, it } from 'vitest';
import { openSearchClient } from '../adapters/aws/opensearch-client';
import { ensureSearchIndex } from '../adapters/aws/opensearch-index-admin';
import { openSearchRebuildTarget } from '../adapters/aws/opensearch-rebuild-target';
import type { PhysicianStore } from '../core/ports';
import { summaryOf } from '../core/physician';
import type { PhysicianRecord } from '../core/schemas/physician';
import { generatePhysicians } from '../../scripts/seed/physicians';
import { createStubDomain } from '../../test/support/opensearch/stub-domain';
import { startStub } from '../../test/support/opensearch/stub-server';
import { toDocument } from '../adapters/aws/opensearch-document';
import { DRIFT_METRICS, DRIFT_NAMESPACE, reconcileSearchIndex } from './reconcile';

const stubs: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((s) => s.close()));
});

const records: PhysicianRecord[] = generatePhysicians(5, 11, 0, new Date('2026-03-01T00:00:00.000Z')).map((p, i) => ({ ...p, id: `phy_${i}`, version: 100 }));
const store = (rows: Map<string, PhysicianRecord>): Pick<PhysicianStore, 'scanAll' | 'getMany'> => ({
  scanAll: async (onPage) => onPage([...rows.values()]),
  getMany: async (ids) => ids.flatMap((id) => rows.get(id) ?? []),
});
const put = (r: PhysicianRecord, version: number) => [{ index: { _id: r.id, version, version_type: 'external' } }, toDocument(summaryOf(r))];

describe('reconcileSearchIndex (the schedule and npm run search:reconcile)', () => {
  it('deletes what DynamoDB no longer has before anything else, indexes what is missing or older, and logs the counts as embedded metrics', async () => {
    const domain = createStubDomain();
    const stub = await startStub(domain.handle);
    stubs.push(stub);
    const client = openSearchClient({ node: stub.url, region: 'us-east-1', getCredentials: async () => ({ accessKeyId: 'AKID', secretAccessKey: 'secret' }) });
    await ensureSearchIndex(client, 'physicians');
    const [removed, missing, older, ...rest] = records as [PhysicianRecord, PhysicianRecord, PhysicianRecord, ...PhysicianRecord[]];
    // The index as an outage left it: a REMOVE parked in the failure queue, an INSERT lost, an update lost.
    const lines = [...put(removed, 100), ...put(older, 90), ...rest.flatMap((r) => put(r, 100))];
    domain.handle({ method: 'PUT', path: '/physicians/_bulk?require_alias=true&refresh=true', headers: {}, body: '', json: lines });
    const rows = new Map([missing, older, ...rest].map((r) => [r.id, r]));
    const logged: string[] = [];

    const v = await reconcileSearchIndex(store(rows), openSearchRebuildTarget(client, 'physicians', { refresh: false }), (l) => logged.push(l));

    expect(v).toMatchObject({ tableCount: 4, indexCount: 4, missing: 1, older: 1, extra: 1, fixed: 3, remaining: [] });
    const live = domain.indices.get('physicians_v1');
    expect(live?.docs.has(removed.id)).toBe(false);
    expect(live?.docs.get(missing.id)?.version).toBe(100);
    expect(live?.docs.get(older.id)?.version).toBe(100);
    const fixes = stub.requests.filter((r) => r.path.startsWith('/physicians/_bulk?refresh=wait_for'));
    expect(fixes.map((r) => (r.json as Array<Record<string, { _id: string }>>).filter((l) => l.index ?? l.delete).map((l) => Object.keys(l)[0]))).toEqual([['delete'], ['index', 'index']]);
    // No explicit _refresh: the scheduled function's role may not call it.
    expect(stub.requests.some((r) => r.path.includes('_refresh'))).toBe(false);
    const line = JSON.parse(logged[0] ?? '{}') as Record<string, unknown> & { _aws: { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string }> }> } };
    expect(line._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: DRIFT_NAMESPACE, Dimensions: [['Index']] });
    expect(line._aws.CloudWatchMetrics[0]?.Metrics.map((m) => m.Name)).toEqual([...DRIFT_METRICS]);
    expect(line).toMatchObject({ Index: 'physicians', DriftMissing: 1, DriftOlder: 1, DriftExtra: 1, DriftFixed: 3, DriftRemaining: 0 });
  });
});
