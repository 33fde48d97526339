import { afterEach, describe, expect, it } from 'vitest';
import { createStubDomain } from '../../../test/support/opensearch/stub-domain';
import { type RecordedRequest, startStub } from '../../../test/support/opensearch/stub-server';
import { openSearchClient } from './opensearch-client';
import { indexTemplate } from './opensearch-index-admin';
import { indexDefinition } from './opensearch-mapping';
import { planMappingChange, putMappingInPlace } from './opensearch-mapping-change';

const stubs: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((s) => s.close()));
});

type Json = Record<string, unknown>;
const req = (method: string, path: string, json?: unknown): RecordedRequest => ({ method, path, headers: {}, body: '', json });
const ours = JSON.parse(JSON.stringify(indexDefinition.mappings)) as { dynamic: string; properties: Record<string, Json> };

/** The live index physicians_v1 created with `mappings` (ours as of an older deploy), behind the alias. */
const setup = async (mappings: object) => {
  const domain = createStubDomain();
  domain.handle(req('PUT', '/_index_template/physicians', indexTemplate('physicians')));
  domain.handle(req('PUT', '/physicians_v1', { mappings, aliases: { physicians: {} } }));
  const stub = await startStub(domain.handle);
  stubs.push(stub);
  const client = openSearchClient({ node: stub.url, region: 'us-east-1', getCredentials: async () => ({ accessKeyId: 'AKID', secretAccessKey: 'secret' }) });
  const mapping = () => domain.indices.get('physicians_v1')?.definition?.mappings as unknown as { properties: Record<string, Json> };
  return { domain, stub, client, mapping };
};

const without = (field: string) => ({ ...ours, properties: Object.fromEntries(Object.entries(ours.properties).filter(([k]) => k !== field)) });

describe('mapping changes in place (PUT _mapping)', () => {
  it('adds a new field to the live index and the template, and says the rebuild backfills it', async () => {
    const { client, stub, mapping } = await setup(without('publishedAt'));

    const result = await putMappingInPlace(client, 'physicians');

    expect(result).toEqual({ status: 'applied', index: 'physicians_v1', added: ['publishedAt'], updated: [] });
    expect(mapping().properties.publishedAt).toEqual({ type: 'date' });
    expect(stub.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'GET /_alias/physicians',
      'GET /_alias/physicians_building',
      'GET /physicians_v1/_mapping',
      'GET /physicians_v1/_settings',
      'PUT /_index_template/physicians',
      'PUT /physicians_v1/_mapping',
    ]);
  });

  it('refuses a change that is not additive, explains it, and changes nothing', async () => {
    const changed = { ...ours, properties: { ...ours.properties, zip: { type: 'text' }, retired: { type: 'keyword' } } };
    const { client, stub, mapping } = await setup(changed);

    const result = await putMappingInPlace(client, 'physicians');

    const reasons = result.status === 'refused' ? result.reasons : [];
    expect(reasons).toContain('retired is no longer in our mapping (fields cannot be removed in place)');
    expect(reasons).toContain('zip: type "text" -> "keyword" (an existing field cannot change in place)');
    expect(stub.requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(mapping().properties.zip).toEqual({ type: 'text' });
  });

  it('refuses while a rebuild is running: its index was made from the old template', async () => {
    const { client, domain } = await setup(without('publishedAt'));
    domain.handle(req('PUT', '/physicians_v2', { aliases: { physicians_building: {} } }));

    expect(await putMappingInPlace(client, 'physicians')).toMatchObject({ status: 'refused', reasons: [expect.stringMatching(/a rebuild is running/)] });
  });

  it('agrees with the engine model: what the plan calls additive the stub domain accepts, what it refuses the domain refuses', async () => {
    const { domain } = await setup(without('publishedAt'));
    const analysis = (domain.indices.get('physicians_v1')?.settings.analysis ?? {}) as Json;
    const live = () => domain.indices.get('physicians_v1')?.definition?.mappings as unknown as Json;
    const cases: Array<[string, Json]> = [
      ['new field', ours as unknown as Json],
      ['new multi-field', { properties: { city: { ...ours.properties.city, fields: { ...(ours.properties.city?.fields as Json), exact: { type: 'keyword' } } } } }],
      ['ignore_above', { properties: { zip: { ...ours.properties.zip, ignore_above: 64 } } }],
      ['type change', { properties: { zip: { type: 'text' } } }],
      ['unknown normalizer', { properties: { brandNew: { type: 'keyword', normalizer: 'folded_v2' } } }],
    ];
    for (const [what, body] of cases) {
      const plan = planMappingChange(live(), { ...live(), properties: { ...(live().properties as Json), ...(body.properties as Json) } }, analysis);
      const reply = domain.handle(req('PUT', '/physicians_v1/_mapping', body));
      expect(reply.status === 200, what).toBe(plan.additive);
    }
  });
});
