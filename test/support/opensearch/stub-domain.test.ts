import { describe, expect, it } from 'vitest';
import { indexTemplate } from '../../../functions/adapters/aws/opensearch-index-admin';
import { conformanceDocs } from '../../../functions/core/search/conformance-cases';
import { createStubDomain } from './stub-domain';
import type { RecordedRequest } from './stub-server';

const doc = conformanceDocs(1)[0] as unknown as Record<string, unknown>;
const req = (method: string, path: string, json?: unknown): RecordedRequest => ({ method, path, headers: {}, body: '', json });
const put = (id: string, version: number, source: object = { ...doc, id }) => [{ index: { _id: id, version, version_type: 'external' } }, source];
const del = (id: string, version: number) => [{ delete: { _id: id, version, version_type: 'external' } }];

const setup = () => {
  let clock = 1_000_000;
  const domain = createStubDomain({ now: () => clock });
  domain.handle(req('PUT', '/_index_template/physicians', indexTemplate('physicians')));
  domain.handle(req('PUT', '/physicians_v1', { aliases: { physicians: {} } }));
  const bulk = (lines: object[], query = 'require_alias=true') => domain.handle(req('PUT', `/physicians/_bulk?${query}`, lines)).body as { errors: boolean; items: Array<Record<string, { status: number; error?: { type: string } }>> };
  const statuses = (lines: object[], query?: string) => bulk(lines, query).items.map((i) => Object.values(i)[0]?.status);
  return { domain, bulk, statuses, tick: (ms: number) => (clock += ms), index: () => domain.indices.get('physicians_v1') };
};

describe('stub OpenSearch domain', () => {
  it('creates an index matching a template with its settings and mapping', () => {
    const { index } = setup();
    expect(index()?.definition?.mappings).toEqual(JSON.parse(JSON.stringify(indexTemplate('physicians').template.mappings)));
    expect(index()?.gcDeletesMs).toBe(10 * 60_000);
  });

  it('external versioning: a write at or below the stored version is a 409 and changes nothing', () => {
    const { statuses, index } = setup();
    expect(statuses(put('a', 5))).toEqual([201]);
    expect(statuses(put('a', 5, { ...doc, id: 'a', city: 'Stale' }))).toEqual([409]);
    expect(statuses(put('a', 4, { ...doc, id: 'a', city: 'Stale' }))).toEqual([409]);
    expect(index()?.docs.get('a')).toMatchObject({ version: 5, source: { city: doc.city } });
    expect(statuses(put('a', 6))).toEqual([200]);
  });

  it('a delete leaves a tombstone that refuses older writes until gc_deletes passes', () => {
    const { statuses, tick, index } = setup();
    statuses(put('a', 5));
    expect(statuses(del('a', 6))).toEqual([200]);
    tick(9 * 60_000);
    expect(statuses(put('a', 5))).toEqual([409]);
    tick(2 * 60_000);
    expect(statuses(put('a', 5))).toEqual([201]);
    expect(index()?.docs.has('a')).toBe(true);
    // A delete of an absent id answers 404 not_found, no error, and still keeps its version.
    expect(statuses(del('b', 3))).toEqual([404]);
    expect(statuses(put('b', 2))).toEqual([409]);
  });

  it('require_alias refuses a write to a name that is not an alias; without it the write auto-creates a dynamic index', () => {
    const { domain, bulk } = setup();
    const refused = domain.handle(req('PUT', '/physicians_v1/_bulk?require_alias=true', put('a', 1))).body as { items: Array<Record<string, { status: number; error: { type: string } }>> };
    expect(refused.items[0]?.index).toMatchObject({ status: 404, error: { type: 'index_not_found_exception' } });
    expect(domain.handle(req('PUT', '/nothing/_bulk?require_alias=true', put('a', 1))).status).toBe(200);
    expect(domain.indices.has('nothing')).toBe(false);
    bulk(put('a', 1), '');
    domain.handle(req('PUT', '/other/_bulk', put('a', 1)));
    expect(domain.indices.get('other')?.autoCreated).toBe(true);
  });

  it('applies _aliases actions all together or not at all', () => {
    const { domain } = setup();
    domain.handle(req('PUT', '/physicians_v2', { aliases: { physicians_building: {} } }));
    const failing = domain.handle(req('POST', '/_aliases', { actions: [{ add: { index: 'physicians_v2', alias: 'physicians' } }, { remove: { index: 'physicians_v2', alias: 'nope' } }] }));
    expect(failing.status).toBe(404);
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v1']);
    const swap = [{ add: { index: 'physicians_v2', alias: 'physicians' } }, { remove: { index: 'physicians_v1', alias: 'physicians' } }, { remove: { index: 'physicians_v2', alias: 'physicians_building' } }];
    expect(domain.handle(req('POST', '/_aliases', { actions: swap })).status).toBe(200);
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v2']);
    expect(domain.handle(req('GET', '/_alias/physicians_building')).status).toBe(404);
  });

  it('dynamic settings: refresh_interval -1 stops the periodic refresh (and a wait_for would hang: refused), null resets it; health follows the replicas', () => {
    const { domain, bulk, tick } = setup();
    const scan = () => (domain.handle(req('POST', '/physicians/_search', { query: { match_all: {} }, size: 10, _source: false, version: true })).body as { hits: { hits: unknown[] } }).hits.hits.length;
    expect(domain.handle(req('PUT', '/physicians_v1/_settings', { index: { refresh_interval: '-1', number_of_replicas: 0 } })).status).toBe(200);
    bulk(put('a', 1), 'require_alias=true');
    tick(60_000);
    expect(scan()).toBe(0);
    expect(() => bulk(put('b', 1), 'require_alias=true&refresh=wait_for')).toThrow(/refresh_interval is -1/);
    // Real-time GET sees the unrefreshed write.
    expect(domain.handle(req('GET', '/physicians/_doc/a')).body).toMatchObject({ found: true, _version: 1 });
    domain.handle(req('PUT', '/physicians_v1/_settings', { index: { refresh_interval: null, number_of_replicas: 3 } }));
    tick(1000);
    expect(scan()).toBe(2);
    expect(domain.handle(req('GET', '/_cluster/health?wait_for_status=green&timeout=1s'))).toMatchObject({ status: 408, body: { status: 'yellow', timed_out: true } });
    domain.handle(req('PUT', '/physicians_v1/_settings', { index: { number_of_replicas: 1 } }));
    expect(domain.handle(req('GET', '/_cluster/health?wait_for_status=green'))).toMatchObject({ status: 200, body: { status: 'green' } });
  });

  it('searches see writes after a refresh: refresh=wait_for answers once they are visible', () => {
    const { domain, bulk, tick } = setup();
    const scan = () => (domain.handle(req('POST', '/physicians/_search', { query: { match_all: {} }, size: 10, _source: false, version: true })).body as { hits: { hits: unknown[] } }).hits.hits.length;
    bulk(put('a', 1), 'require_alias=true&refresh=false');
    expect(scan()).toBe(0);
    tick(1000);
    expect(scan()).toBe(1);
    bulk(del('a', 2), 'require_alias=true&refresh=wait_for');
    expect(scan()).toBe(0);
  });
});
