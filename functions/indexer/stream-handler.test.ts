import { readFileSync } from 'node:fs';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { columnarSearchIndex } from '../adapters/local/columnar-search-index';
import { openSearchClient } from '../adapters/aws/opensearch-client';
import { indexTemplate } from '../adapters/aws/opensearch-index-admin';
import { openSearchIndex } from '../adapters/aws/opensearch-search-index';
import { conformanceDocs } from '../core/search/conformance-cases';
import { createStubDomain, type StubDomainOptions } from '../../test/support/opensearch/stub-domain';
import { startStub } from '../../test/support/opensearch/stub-server';
import { indexStreamRecords } from './stream-handler';

const event = (name: string) => JSON.parse(readFileSync(`events/dynamodb-stream/${name}.json`, 'utf8')) as DynamoDBStreamEvent;
const noWait = { retries: 4, baseMs: 1, sleep: async () => undefined };

const docs = conformanceDocs(4);
let sequence = 100;
/** A stream record of a profile write (version v) or removal (of the image at version v). */
const record = (i: number, v: number, name: 'MODIFY' | 'REMOVE' = 'MODIFY', city?: string): DynamoDBRecord => {
  const d = docs[i] as (typeof docs)[number];
  const { hasEmail: _e, hasPhone: _p, ...rest } = d;
  const item = marshall({ pk: `PHYSICIAN#${d.id}`, sk: 'PROFILE', type: 'physician', ...rest, ...(city ? { city } : {}), source: 'import', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: v }, { removeUndefinedValues: true });
  const image = name === 'REMOVE' ? { OldImage: item } : { NewImage: item };
  return { eventName: name, dynamodb: { Keys: { pk: { S: `PHYSICIAN#${d.id}` }, sk: { S: 'PROFILE' } }, ...image, SequenceNumber: String(sequence++) } } as unknown as DynamoDBRecord;
};

const stubs: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((s) => s.close()));
});

/** The real adapter (client, signer, bulk) against the stub domain with `physicians` → physicians_v1. */
const domainSetup = async (o: StubDomainOptions = {}, building = false) => {
  const domain = createStubDomain(o);
  domain.handle({ method: 'PUT', path: '/_index_template/physicians', headers: {}, body: '', json: indexTemplate('physicians') });
  domain.handle({ method: 'PUT', path: '/physicians_v1', headers: {}, body: '', json: { aliases: { physicians: {} } } });
  if (building) domain.handle({ method: 'PUT', path: '/physicians_v2', headers: {}, body: '', json: { aliases: { physicians_building: {} } } });
  const stub = await startStub(domain.handle);
  stubs.push(stub);
  const client = openSearchClient({ node: stub.url, region: 'us-east-1', getCredentials: async () => ({ accessKeyId: 'AKID', secretAccessKey: 'secret' }) });
  const index = openSearchIndex({ client, index: 'physicians', buildingAlias: 'physicians_building' });
  const bulks = () => stub.requests.filter((r) => r.path.includes('/_bulk'));
  return { domain, stub, index, bulks };
};

describe('indexStreamRecords', () => {
  it('indexes an inserted physician without contact fields and ignores other entities', async () => {
    const index = columnarSearchIndex();
    expect(await indexStreamRecords(index, event('physician-insert'))).toEqual({ batchItemFailures: [] });
    const page = await index.search({ query: 'streamwell', sortDirection: 'asc' }, { offset: 0, limit: 5 });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: 'phy_stream01', hasEmail: true, hasPhone: true });
    expect(JSON.stringify(page.items[0])).not.toContain('example.com');
    expect(index.size()).toBe(1);
  });

  it('removes a deleted physician', async () => {
    const index = columnarSearchIndex();
    await indexStreamRecords(index, event('physician-insert'));
    await indexStreamRecords(index, event('physician-remove'));
    expect(index.size()).toBe(0);
  });

  it('sends one bulk request per batch, with external versions, require_alias, and the last record of an id winning', async () => {
    const { domain, index, bulks } = await domainSetup();
    const batch = { Records: [record(0, 10), record(1, 10), record(0, 11, 'MODIFY', 'Later'), record(2, 10), record(2, 10, 'REMOVE')] };

    expect(await indexStreamRecords(index, batch, noWait)).toEqual({ batchItemFailures: [] });

    expect(bulks().map((r) => r.path)).toEqual(['/physicians/_bulk?refresh=false&require_alias=true']);
    expect((bulks()[0]?.json as object[]).filter((l) => 'index' in l || 'delete' in l)).toEqual([
      { index: { _id: docs[0]?.id, version: 11, version_type: 'external' } },
      { index: { _id: docs[1]?.id, version: 10, version_type: 'external' } },
      { delete: { _id: docs[2]?.id, version: 11, version_type: 'external' } },
    ]);
    const v1 = domain.indices.get('physicians_v1');
    expect(v1?.docs.get(docs[0]?.id as string)).toMatchObject({ version: 11, source: { city: 'Later' } });
    expect(v1?.docs.has(docs[2]?.id as string)).toBe(false);
  });

  it('a stale record (lower version) does not overwrite a newer document, and its 409 is no failure', async () => {
    const { domain, index } = await domainSetup();
    await indexStreamRecords(index, { Records: [record(0, 20, 'MODIFY', 'Newer')] }, noWait);
    expect(await indexStreamRecords(index, { Records: [record(0, 19, 'MODIFY', 'Stale')] }, noWait)).toEqual({ batchItemFailures: [] });
    expect(domain.indices.get('physicians_v1')?.docs.get(docs[0]?.id as string)).toMatchObject({ version: 20, source: { city: 'Newer' } });
  });

  it('retries only the failed items, with backoff, and reports only those still failing', async () => {
    const calls = new Map<string, number>();
    const failItem: StubDomainOptions['failItem'] = (_t, a) => {
      calls.set(a.id, (calls.get(a.id) ?? 0) + 1);
      if (a.id === docs[1]?.id && (calls.get(a.id) ?? 0) <= 2) return { status: 429, type: 'es_rejected_execution_exception' };
      if (a.id === docs[2]?.id) return { status: 503, type: 'unavailable_shards_exception' };
      return undefined;
    };
    const { domain, index, bulks } = await domainSetup({ failItem });
    const delays: number[] = [];
    const records = [record(0, 5), record(1, 5), record(2, 5), record(3, 5)];

    const res = await indexStreamRecords(index, { Records: records }, { retries: 3, baseMs: 100, sleep: async (ms) => void delays.push(ms) });

    const ids = (i: number) => (bulks()[i]?.json as Array<Record<string, { _id?: string }>>).flatMap((l) => (l.index?._id ? [l.index._id] : []));
    expect(bulks()).toHaveLength(4);
    expect(ids(0)).toEqual(docs.map((d) => d.id));
    expect(ids(1)).toEqual([docs[1]?.id, docs[2]?.id]);
    expect(ids(2)).toEqual([docs[1]?.id, docs[2]?.id]);
    expect(ids(3)).toEqual([docs[2]?.id]);
    expect(delays.every((ms, i) => ms >= 0 && ms <= 100 * 2 ** i)).toBe(true);
    // Only the record of the item that never succeeded: Lambda retries from it, later ones are versioned no-ops.
    expect(res).toEqual({ batchItemFailures: [{ itemIdentifier: records[2]?.dynamodb?.SequenceNumber }] });
    expect([...(domain.indices.get('physicians_v1')?.docs.keys() ?? [])].sort()).toEqual([docs[0]?.id, docs[1]?.id, docs[3]?.id].sort());
  });

  it('reports a record refused for good (mapping) without retrying it', async () => {
    const { index, bulks } = await domainSetup({ failItem: (_t, a) => (a.id === docs[0]?.id ? { status: 400, type: 'mapper_parsing_exception' } : undefined) });
    const records = [record(0, 5), record(1, 5)];
    expect(await indexStreamRecords(index, { Records: records }, noWait)).toEqual({ batchItemFailures: [{ itemIdentifier: records[0]?.dynamodb?.SequenceNumber }] });
    expect(bulks()).toHaveLength(1);
  });

  it('while physicians_building exists, writes each batch there too', async () => {
    const { domain, index, stub } = await domainSetup({}, true);
    await indexStreamRecords(index, { Records: [record(0, 7), record(1, 7, 'REMOVE')] }, noWait);
    expect(stub.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`).sort()).toEqual(['GET /_alias/physicians_building', 'PUT /physicians/_bulk', 'PUT /physicians_building/_bulk']);
    expect(domain.indices.get('physicians_v2')?.docs.get(docs[0]?.id as string)?.version).toBe(7);
    expect(domain.indices.get('physicians_v2')?.tombstones.get(docs[1]?.id as string)?.version).toBe(8);
  });
});
