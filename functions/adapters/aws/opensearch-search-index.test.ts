import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../core/ports';
import type { PhysicianSummary } from '../../core/schemas/physician';
import { conformanceDocs, conformanceQueries, expectedPage } from '../../core/search/conformance-cases';
import { expectedMiles } from '../../core/search/conformance-distance';
import { BULK_CHUNK } from './opensearch-bulk';
import { createEvaluator } from '../../../test/support/opensearch/dsl-evaluator';
import { readResponse } from '../../../test/support/opensearch/golden';
import { indexDefinition } from './opensearch-mapping';
import { buildIdsBody, buildSearchBody, specialtyCountsBody } from './opensearch-query';
import { openSearchIndex } from './opensearch-search-index';
import { bulkOk, type RecordedRequest, type StubReply, useStubs } from '../../../test/support/opensearch/stub-server';

const startStub = useStubs();
const setup = async (handle: (req: RecordedRequest) => StubReply) => {
  const { stub, client } = await startStub(handle);
  return { stub, client, index: openSearchIndex({ client, index: 'physicians' }) };
};

const q = (filters: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...filters });

describe('openSearchIndex over HTTP (stub domain on 127.0.0.1)', () => {
  it('search posts the built body to <index>/_search, SigV4-signed for "es", and parses the page', async () => {
    const { stub, index } = await setup(() => ({ status: 200, body: readResponse('search-page.json') }));
    const filters = q({ query: 'ada', state: 'MA' });

    const page = await index.search(filters, { offset: 25, limit: 25 });

    const [req] = stub.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/physicians/_search');
    expect(req?.json).toEqual(buildSearchBody(filters, { offset: 25, limit: 25 }));
    expect(req?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/es\/aws4_request/);
    expect(req?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(page.total).toBe(2);
    expect(page.items.map((p) => p.fullName)).toEqual(['Ada Lovelace', 'Grace Murray']);
    expect(page.items[0]).not.toHaveProperty('location_point');
  });

  it('searchIds asks for no _source, at most 500, and returns hit ids with the exact total', async () => {
    const { stub, index } = await setup(() => ({ status: 200, body: readResponse('search-ids.json') }));
    const filters = q({ specialty: ['Neurology'], sortKey: 'specialty' });

    const result = await index.searchIds(filters, 2000);

    expect(stub.requests[0]?.json).toEqual(buildIdsBody(filters, 2000));
    expect(stub.requests[0]?.json).toMatchObject({ _source: false, size: 500 });
    expect(result).toEqual({ ids: ['01JD0000000000000000000007', '01JD0000000000000000000003'], total: 1312 });
  });

  it('specialtyCounts merges the raw buckets case-insensitively, largest first', async () => {
    const { stub, index } = await setup(() => ({ status: 200, body: readResponse('specialty-counts.json') }));

    const counts = await index.specialtyCounts();

    expect(stub.requests[0]?.json).toEqual(specialtyCountsBody());
    expect(counts).toEqual([
      { specialty: 'Internal Medicine', count: 30120 },
      { specialty: 'OBGYN', count: 9052 },
      { specialty: 'Cardiology', count: 6250 },
    ]);
  });

  it('specialtyCounts under filters sends the filtered aggregation body', async () => {
    const { stub, index } = await setup(() => ({ status: 200, body: readResponse('specialty-counts.json') }));
    const filters = { query: 'ann', specialty: ['Cardiology'], state: 'MA', sortDirection: 'asc' as const };

    await index.specialtyCounts(filters);

    expect(stub.requests[0]?.json).toEqual(specialtyCountsBody(filters));
    expect(stub.requests[0]?.json).toHaveProperty('query.bool.filter');
  });

  it('upsert sends bulk index actions in chunks of 500 to the alias only (require_alias), externally versioned, without refresh or contact fields', async () => {
    const { stub, index } = await setup((req) => bulkOk(req.json));
    const docs = conformanceDocs(2 * BULK_CHUNK + 1);
    const leaky = { ...docs[0], personalEmail: 'ada@example.com', phone: '+1 555 0100' } as unknown as (typeof docs)[number];

    await index.upsert([leaky, ...docs.slice(1)]);

    expect(stub.requests.map((r) => [r.method, r.path])).toEqual(Array(3).fill(['PUT', '/physicians/_bulk?refresh=false&require_alias=true']));
    expect(stub.requests.map((r) => (r.json as unknown[]).length / 2)).toEqual([500, 500, 1]);
    const [action, source] = stub.requests[0]?.json as [unknown, Record<string, unknown>];
    expect(action).toEqual({ index: { _id: 'c0000', version: expect.any(Number), version_type: 'external' } });
    expect(source).not.toHaveProperty('personalEmail');
    expect(source).not.toHaveProperty('phone');
    expect(stub.requests[0]?.headers['content-type']).toMatch(/ndjson/);
  });

  it('upsert throws when items failed, counting them and naming the first', async () => {
    const { index } = await setup(() => ({ status: 200, body: readResponse('bulk-index-error.json') }));
    await expect(index.upsert(conformanceDocs(3))).rejects.toThrow(/OpenSearch index failed for 2 document\(s\), e\.g\. c0001/);
  });

  it('apply takes a version conflict (a newer version is indexed) as success and sorts the rest into retryable and rejected', async () => {
    const { index } = await setup(() => ({ status: 200, body: readResponse('bulk-version-conflict.json') }));
    const [a, b, c] = conformanceDocs(3) as [PhysicianSummary, PhysicianSummary, PhysicianSummary];
    const result = await index.apply([
      { kind: 'upsert', doc: a, version: 5 },
      { kind: 'upsert', doc: b, version: 5 },
      { kind: 'remove', id: c.id, version: 5 },
    ]);
    expect(result).toEqual({ retryable: [], rejected: [] });
  });

  it('remove reads the stored versions (real-time GET), deletes above them with refresh=wait_for, and ignores documents already gone', async () => {
    const stored = 9_000_000_000_000_000;
    const { stub, index } = await setup((req) =>
      req.path.startsWith('/physicians/_doc/c0000') ? { status: 200, body: { _index: 'physicians_v1', _id: 'c0000', _version: stored, found: true } }
      : req.path.startsWith('/physicians/_doc/') ? { status: 404, body: { _index: 'physicians_v1', _id: 'gone', found: false } }
      : { status: 200, body: readResponse('bulk-delete-not-found.json') },
    );
    const before = Date.now() * 1000;

    await index.remove(['c0000', 'gone']);

    const bulk = stub.requests.find((r) => r.path.includes('/_bulk'));
    expect(stub.requests.filter((r) => r.path.includes('/_doc/')).map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /physicians/_doc/c0000?_source=false', 'GET /physicians/_doc/gone?_source=false']);
    expect(bulk?.path).toBe('/physicians/_bulk?refresh=wait_for&require_alias=true');
    const lines = bulk?.json as Array<{ delete: { _id: string; version: number; version_type: string } }>;
    expect(lines.map((l) => [l.delete._id, l.delete.version_type])).toEqual([['c0000', 'external'], ['gone', 'external']]);
    // Above the stored version, not the clock's (which is below it here); an id the index lacks gets a clock version.
    expect(lines[0]?.delete.version).toBe(stored + 1);
    expect(lines[1]?.delete.version).toBeGreaterThanOrEqual(before);
  });

  it('remove still fails on other errors', async () => {
    const reply = { took: 1, errors: true, items: [{ delete: { _id: 'x', status: 429, error: { type: 'es_rejected_execution_exception', reason: 'busy' } } }] };
    const { index } = await setup(() => ({ status: 200, body: reply }));
    await expect(index.remove(['x'])).rejects.toThrow(/OpenSearch delete failed for 1 document\(s\), e\.g\. x/);
  });

  it('sends nothing for empty batches', async () => {
    const { stub, index } = await setup((req) => bulkOk(req.json));
    await index.upsert([]);
    await index.remove([]);
    expect(stub.requests).toEqual([]);
  });

  it('surfaces an error response (missing index) as a rejection', async () => {
    const { index } = await setup(() => ({ status: 404, body: readResponse('index-not-found.json') }));
    await expect(index.search(q({}), { offset: 0, limit: 25 })).rejects.toThrow(/index_not_found_exception/);
  });
});

/**
 * The whole adapter (client, signer, bulk, response parsing) against a stub
 * that answers with the DSL evaluator: what goes in through upsert comes
 * back through search exactly as the reference semantics say.
 */
describe('openSearchIndex end to end against the evaluator', () => {
  it('agrees with the reference on every shared conformance query', async () => {
    const indexed: object[] = [];
    let engine: ReturnType<typeof createEvaluator> | undefined;
    const { index } = await setup((req) => {
      if (req.path.startsWith('/physicians/_bulk')) {
        const lines = req.json as Array<Record<string, unknown>>;
        for (let i = 1; i < lines.length; i += 2) indexed.push(lines[i] as object);
        engine = undefined;
        return bulkOk(lines);
      }
      engine ??= createEvaluator(indexDefinition, indexed);
      return { status: 200, body: engine.search(req.json as object) };
    });
    const docs = conformanceDocs();

    await index.upsert(docs);

    for (const filters of conformanceQueries) {
      const page = await index.search(filters, { offset: 0, limit: 25 });
      expect({ ids: page.items.map((p) => p.id), total: page.total }, JSON.stringify(filters)).toEqual(expectedPage(docs, filters, { offset: 0, limit: 25 }));
      const expectedDocs = expectedPage(docs, filters, { offset: 0, limit: 25 }).ids.map((id) => docs.find((d) => d.id === id) as PhysicianSummary);
      // Issue 16: with a ZIP, each row also carries its miles (conformance-distance.ts keeps the engines' rounding alike).
      const miles = expectedMiles(filters, expectedDocs);
      expect(page.items).toEqual(expectedDocs.map((d, i) => (miles[i] === undefined ? d : { ...d, distanceMiles: miles[i] })));
    }
    const ids = await index.searchIds(q({ query: 'ann' }), 500);
    expect(ids).toEqual(expectedPage(docs, q({ query: 'ann' }), { offset: 0, limit: 500 }));
  });
});
