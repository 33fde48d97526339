import { describe, expect, it } from 'vitest';
import { readResponse } from '../../../test/support/opensearch/golden';
import { createStubDomain } from '../../../test/support/opensearch/stub-domain';
import { type RecordedRequest, useStubs } from '../../../test/support/opensearch/stub-server';
import { ensureSearchIndex, GC_DELETES, indexTemplate } from './opensearch-index-admin';
import { indexDefinition } from './opensearch-mapping';

const setup = useStubs();
const calls = (stub: { requests: RecordedRequest[] }) => stub.requests.map((r) => `${r.method} ${r.path}`);

describe('ensureSearchIndex', () => {
  it('puts the template, then creates physicians_v1 behind the alias when there is none', async () => {
    const domain = createStubDomain();
    const { stub, client } = await setup(domain.handle);

    expect(await ensureSearchIndex(client, 'physicians')).toEqual({ status: 'created', index: 'physicians_v1' });

    expect(calls(stub)).toEqual(['PUT /_index_template/physicians', 'GET /_alias/physicians', 'HEAD /physicians', 'PUT /physicians_v1']);
    expect(stub.requests[0]?.json).toEqual(JSON.parse(JSON.stringify(indexTemplate('physicians'))));
    expect(stub.requests[0]?.json).toMatchObject({ index_patterns: ['physicians_v*'], template: { settings: { index: { gc_deletes: GC_DELETES } }, mappings: JSON.parse(JSON.stringify(indexDefinition.mappings)) } });
    // Settings and mapping come from the template: the create request only names the alias.
    expect(stub.requests[3]?.json).toEqual({ aliases: { physicians: {} } });
    expect(domain.indices.get('physicians_v1')?.definition?.mappings).toEqual(JSON.parse(JSON.stringify(indexDefinition.mappings)));
  });

  it("writes the stage's replicas and the slow log thresholds into the template", async () => {
    const domain = createStubDomain();
    const { stub, client } = await setup(domain.handle);
    await ensureSearchIndex(client, 'physicians', { replicas: 0 });
    expect(stub.requests[0]?.json).toMatchObject({
      template: { settings: { index: { number_of_replicas: 0, search: { slowlog: { threshold: { query: { warn: '200ms' } } } }, indexing: { slowlog: { source: false } } } } },
    });
  });

  it('is idempotent: a second run updates the template, creates nothing and finds the mapping current', async () => {
    const domain = createStubDomain();
    const { stub, client } = await setup(domain.handle);
    await ensureSearchIndex(client, 'physicians');
    stub.requests.length = 0;

    expect(await ensureSearchIndex(client, 'physicians')).toEqual({ status: 'exists', index: 'physicians_v1', differingFields: [] });

    expect(calls(stub)).toEqual(['PUT /_index_template/physicians', 'GET /_alias/physicians', 'GET /physicians/_mapping']);
    expect([...domain.indices.keys()]).toEqual(['physicians_v1']);
  });

  it('leaves an existing alias alone and names the fields whose mapping differs', async () => {
    const { client } = await setup((req) => {
      if (req.path.startsWith('/_alias/')) return { status: 200, body: { physicians_v3: { aliases: { physicians: {} } } } };
      if (req.path === '/physicians/_mapping') return { status: 200, body: readResponse('get-mapping-older.json') };
      return { status: 200, body: { acknowledged: true } };
    });

    const result = await ensureSearchIndex(client, 'physicians');

    expect(result).toMatchObject({ status: 'exists', index: 'physicians_v3' });
    expect(result.status === 'exists' && result.differingFields).toEqual(expect.arrayContaining(['location_point', 'title']));
  });

  it('reports a concrete index named like the alias (from before aliases) without touching it', async () => {
    const domain = createStubDomain();
    domain.handle({ method: 'PUT', path: '/physicians', headers: {}, body: '', json: indexDefinition });
    const { stub, client } = await setup(domain.handle);

    expect(await ensureSearchIndex(client, 'physicians')).toEqual({ status: 'legacy', index: 'physicians', differingFields: [] });
    expect(calls(stub)).not.toContain('PUT /physicians_v1');
  });
});
