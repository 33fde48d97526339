import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { openSearchClient } from '../../functions/adapters/aws/opensearch-client';
import { ensureSearchIndex } from '../../functions/adapters/aws/opensearch-index-admin';
import { openSearchIndex } from '../../functions/adapters/aws/opensearch-search-index';
import type { PhysicianStore } from '../../functions/core/ports';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { indexStreamRecords } from '../../functions/indexer/stream-handler';
import { createStubDomain, type StubDomain, type StubDomainOptions } from '../../test/support/opensearch/stub-domain';
import { type StubHandler, startStub } from '../../test/support/opensearch/stub-server';
import { generatePhysicians } from '../seed/physicians';
import { runRebuild, runRollback } from './search-rebuild-run';

const stubs: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((s) => s.close()));
});

const records: PhysicianRecord[] = generatePhysicians(6, 7, 0, new Date('2026-03-01T00:00:00.000Z')).map((p, i) => ({ ...p, id: `phy_${i}`, version: 100 }));
const noWait = { retries: 2, baseMs: 1, sleep: async () => undefined };
let sequence = 1;
const streamRecord = (name: 'MODIFY' | 'REMOVE', r: PhysicianRecord): DynamoDBRecord =>
  ({
    eventName: name,
    dynamodb: {
      Keys: { pk: { S: `PHYSICIAN#${r.id}` }, sk: { S: 'PROFILE' } },
      [name === 'REMOVE' ? 'OldImage' : 'NewImage']: marshall({ pk: `PHYSICIAN#${r.id}`, sk: 'PROFILE', type: 'physician', ...r }, { removeUndefinedValues: true }),
      SequenceNumber: String(sequence++),
    },
  }) as unknown as DynamoDBRecord;

/**
 * DynamoDB as a map, scanned in pages of 3. `race` runs after a page is read
 * and before the rebuild writes it: the moment a concurrent change makes the
 * page stale.
 */
const table = (race: (page: PhysicianRecord[]) => Promise<void>) => {
  const rows = new Map(records.map((r) => [r.id, r]));
  let raced = false;
  const store: Pick<PhysicianStore, 'scanAll' | 'getMany'> = {
    async scanAll(onPage) {
      const all = [...rows.values()];
      for (let i = 0; i < all.length; i += 3) {
        const page = all.slice(i, i + 3).map((r) => ({ ...r }));
        if (!raced) await race(page);
        raced = true;
        await onPage(page);
      }
    },
    getMany: async (ids) => ids.flatMap((id) => rows.get(id) ?? []),
  };
  return { rows, store };
};

const setup = async (o: StubDomainOptions = {}, wrap?: (handle: StubDomain['handle']) => StubHandler) => {
  const domain = createStubDomain(o);
  const stub = await startStub(wrap ? wrap(domain.handle) : domain.handle);
  stubs.push(stub);
  const client = openSearchClient({ node: stub.url, region: 'us-east-1', getCredentials: async () => ({ accessKeyId: 'AKID', secretAccessKey: 'secret' }) });
  await ensureSearchIndex(client, 'physicians');
  // The live index as the stream left it: every profile at version 100.
  const indexer = openSearchIndex({ client, index: 'physicians', buildingAlias: 'physicians_building' });
  await indexStreamRecords(indexer, { Records: records.map((r) => streamRecord('MODIFY', r)) }, noWait);
  return { domain, stub, client };
};

describe('search rebuild (stub domain)', () => {
  it('a physician removed and another updated during the rebuild are gone / current in the new index after one atomic swap', async () => {
    let clock = 1_000_000;
    const { domain, stub, client } = await setup({ now: () => clock });
    const [, removed, updated] = records as [PhysicianRecord, PhysicianRecord, PhysicianRecord];
    const { rows, store } = table(async () => {
      // Written to DynamoDB after the page was read; the stream applies it (to both aliases) before the page is indexed.
      rows.delete(removed.id);
      const newer = { ...updated, city: 'Moved', version: 200 };
      rows.set(updated.id, newer);
      const indexer = openSearchIndex({ client, index: 'physicians', buildingAlias: 'physicians_building' });
      await indexStreamRecords(indexer, { Records: [streamRecord('REMOVE', removed), streamRecord('MODIFY', newer)] }, noWait);
      clock += 5_000;
    });

    const outcome = await runRebuild({ client, alias: 'physicians', physicians: store, waitMs: 0, log: () => undefined });

    expect(outcome).toMatchObject({ swapped: true, index: 'physicians_v2', previous: 'physicians_v1', loaded: 6 });
    const v2 = domain.indices.get('physicians_v2');
    expect(v2?.docs.has(removed.id)).toBe(false);
    expect(v2?.docs.get(updated.id)).toMatchObject({ version: 200, source: { city: 'Moved' } });
    expect(v2?.docs.size).toBe(5);
    expect(outcome.verification).toMatchObject({ tableCount: 5, indexCount: 5, missing: 0, older: 0, extra: 0, remaining: [] });
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v2']);
    expect(domain.aliases.has('physicians_building')).toBe(false);
    expect(domain.indices.has('physicians_v1')).toBe(true);
    const aliasCalls = stub.requests.filter((r) => r.path === '/_aliases');
    expect(aliasCalls.map((r) => r.json)).toEqual([
      {
        actions: [
          { add: { index: 'physicians_v2', alias: 'physicians' } },
          { remove: { index: 'physicians_v1', alias: 'physicians' } },
          { remove: { index: 'physicians_v2', alias: 'physicians_building' } },
        ],
      },
    ]);
  });

  it('verification deletes a removed physician that came back after its tombstone expired, before swapping', async () => {
    let clock = 1_000_000;
    const { domain, client } = await setup({ now: () => clock });
    const removed = records[0] as PhysicianRecord;
    const { rows, store } = table(async () => {
      rows.delete(removed.id);
      const indexer = openSearchIndex({ client, index: 'physicians', buildingAlias: 'physicians_building' });
      await indexStreamRecords(indexer, { Records: [streamRecord('REMOVE', removed)] }, noWait);
      // Longer than gc_deletes: the stale write of the page lands.
      clock += 11 * 60_000;
    });

    const outcome = await runRebuild({ client, alias: 'physicians', physicians: store, waitMs: 0, log: () => undefined });

    expect(outcome.verification).toMatchObject({ extra: 1, fixed: 1, remaining: [] });
    expect(domain.indices.get('physicians_v2')?.docs.has(removed.id)).toBe(false);
    expect(outcome.swapped).toBe(true);
  });

  it('refuses to swap while verification still differs after fixing, and leaves the live alias alone', async () => {
    const { domain, client } = await setup();
    const { rows, store } = table(async () => undefined);
    const scanAll = store.scanAll.bind(store);
    // After the load, DynamoDB answers a version the index cannot take (its write is a 409): a difference no fix removes.
    store.scanAll = async (onPage) => {
      await scanAll(onPage);
      rows.set('phy_5', { ...(rows.get('phy_5') as PhysicianRecord), version: 50 });
    };

    const outcome = await runRebuild({ client, alias: 'physicians', physicians: store, waitMs: 0, log: () => undefined });

    expect(outcome).toMatchObject({ swapped: false, verification: { remaining: ['phy_5'] } });
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v1']);
    expect(domain.aliases.has('physicians_building')).toBe(false);
  });

  it('loads with refresh off and no replica, restores both and waits for green before verifying and swapping', async () => {
    const { domain, stub, client } = await setup();
    const { store } = table(async () => undefined);

    await runRebuild({ client, alias: 'physicians', physicians: store, replicas: 1, waitMs: 0, log: () => undefined });

    const calls = stub.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);
    const at = (call: string) => calls.indexOf(call);
    const create = stub.requests.find((r) => r.method === 'PUT' && r.path === '/physicians_v2');
    expect(create?.json).toMatchObject({ settings: { index: { refresh_interval: '-1', number_of_replicas: 0 } } });
    const restore = stub.requests.find((r) => r.path === '/physicians_v2/_settings');
    expect(restore?.json).toEqual({ index: { refresh_interval: null, number_of_replicas: 1 } });
    expect(at('PUT /physicians_v2')).toBeLessThan(at('PUT /physicians_building/_bulk'));
    expect(calls.lastIndexOf('PUT /physicians_building/_bulk')).toBeGreaterThan(-1);
    // Every load bulk before the restore, the restore before the health wait, both before verification and the swap.
    const lastLoad = stub.requests.findLastIndex((r) => r.path.startsWith('/physicians_building/_bulk?refresh=false'));
    expect(lastLoad).toBeLessThan(at('PUT /physicians_v2/_settings'));
    expect(at('PUT /physicians_v2/_settings')).toBeLessThan(at('GET /_cluster/health'));
    expect(stub.requests.find((r) => r.path.startsWith('/_cluster/health'))?.path).toBe('/_cluster/health?wait_for_status=green&timeout=10m');
    expect(at('GET /_cluster/health')).toBeLessThan(at('POST /physicians_building/_refresh'));
    expect(at('POST /physicians_building/_refresh')).toBeLessThan(at('POST /_aliases'));
    // The new index serves with the configured values: 1 replica, the default refresh interval.
    expect(domain.indices.get('physicians_v2')?.indexSettings).toMatchObject({ number_of_replicas: '1' });
    expect(domain.indices.get('physicians_v2')?.indexSettings.refresh_interval).toBeUndefined();
  });

  it('swaps nothing when the restored replicas cannot be allocated (no green)', async () => {
    const { domain, client } = await setup({ dataNodes: 1 });
    const { store } = table(async () => undefined);

    await expect(runRebuild({ client, alias: 'physicians', physicians: store, replicas: 1, waitMs: 0, log: () => undefined })).rejects.toThrow(/did not reach green/);

    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v1']);
    expect(domain.aliases.has('physicians_building')).toBe(false);
  });

  it('reconciles the live alias after the swap: a removal that reached only the old index is absent afterwards, and counted', async () => {
    const removed = records[3] as PhysicianRecord;
    const { rows, store } = table(async () => undefined);
    // At the swap, the profile is deleted from DynamoDB and its REMOVE reaches the old index only (an indexer
    // that wrote the live alias just before the swap and lost its mirror write, e.g. a crashed container).
    const wrap = (handle: StubDomain['handle']) => (r: Parameters<StubDomain['handle']>[0]) => {
      const reply = handle(r);
      if (r.path === '/_aliases' && JSON.stringify(r.json).includes('"remove":{"index":"physicians_v1"')) {
        rows.delete(removed.id);
        handle({ method: 'PUT', path: '/physicians_v1/_bulk', headers: {}, body: '', json: [{ delete: { _id: removed.id, version: 101, version_type: 'external' } }] });
      }
      return reply;
    };
    const { domain, client } = await setup({}, wrap);

    const outcome = await runRebuild({ client, alias: 'physicians', physicians: store, waitMs: 0, log: () => undefined });

    expect(outcome).toMatchObject({ swapped: true, afterSwap: { extra: 1, fixed: 1, remaining: [] } });
    expect(domain.indices.get('physicians_v2')?.docs.has(removed.id)).toBe(false);
    expect(domain.indices.get('physicians_v2')?.docs.size).toBe(5);
  });

  it('a rollback does not resurrect a physician removed after the swap', async () => {
    const { domain, client } = await setup();
    const { rows, store } = table(async () => undefined);
    await runRebuild({ client, alias: 'physicians', physicians: store, waitMs: 0, log: () => undefined });
    // Removed after the swap: the stream writes the live alias (physicians_v2) only.
    const removed = records[2] as PhysicianRecord;
    rows.delete(removed.id);
    const indexer = openSearchIndex({ client, index: 'physicians', buildingAlias: 'physicians_building' });
    await indexStreamRecords(indexer, { Records: [streamRecord('REMOVE', removed)] }, noWait);
    expect(domain.indices.get('physicians_v1')?.docs.has(removed.id)).toBe(true);

    const outcome = await runRollback({ client, alias: 'physicians', physicians: store, waitMs: 0, log: () => undefined });

    expect(outcome).toMatchObject({ swapped: true, index: 'physicians_v1', previous: 'physicians_v2', verification: { extra: 1, fixed: 1, remaining: [] } });
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v1']);
    expect(domain.aliases.has('physicians_building')).toBe(false);
    expect(domain.indices.get('physicians_v1')?.docs.has(removed.id)).toBe(false);
    expect(domain.indices.get('physicians_v1')?.docs.size).toBe(5);
    // The index it left is kept, for a roll forward.
    expect(domain.indices.has('physicians_v2')).toBe(true);
  });

  it('refuses a rollback when there is no older index', async () => {
    const { domain, client } = await setup();
    const { store } = table(async () => undefined);
    await expect(runRollback({ client, alias: 'physicians', physicians: store, waitMs: 0, log: () => undefined })).rejects.toThrow(/no physicians_v0 to roll back to/);
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v1']);
  });

  it('swaps nothing and drops the building alias when the new index cannot be written', async () => {
    const { domain, client } = await setup({ failItem: (target, a) => (target === 'physicians_building' && a.id === 'phy_4' ? { status: 400, type: 'mapper_parsing_exception' } : undefined) });
    const { store } = table(async () => undefined);

    await expect(runRebuild({ client, alias: 'physicians', physicians: store, waitMs: 0, log: () => undefined })).rejects.toThrow(/could not be written/);

    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v1']);
    expect(domain.aliases.has('physicians_building')).toBe(false);
  });
});
