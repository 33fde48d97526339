import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvaluator } from '../../test/support/opensearch/dsl-evaluator';
import { indexTemplate } from '../../functions/adapters/aws/opensearch-index-admin';
import { indexDefinition } from '../../functions/adapters/aws/opensearch-mapping';
import { createStubDomain } from '../../test/support/opensearch/stub-domain';
import { startStub } from '../../test/support/opensearch/stub-server';
import { contactFields } from '../../functions/core/schemas/physician';
import { stack } from '../../test/support/stack';

/**
 * The two ops tools run as real processes against the test stack's DynamoDB
 * Local and a stub OpenSearch domain (templates, aliases, versions) on
 * 127.0.0.1, with the Lambdas' env.
 */
const run = promisify(execFile);

const domain = createStubDomain();
let stub: Awaited<ReturnType<typeof startStub>>;
beforeAll(async () => {
  stub = await startStub(domain.handle);
});
afterAll(() => stub.close());

const script = (name: string) =>
  run('node_modules/.bin/tsx', [`scripts/ops/${name}.ts`], {
    env: { ...process.env, ...stack().env, SEARCH_ENGINE: 'opensearch', OPENSEARCH_ENDPOINT: stub.url, OPENSEARCH_INDEX: 'physicians', SEARCH_REBUILD_ALIAS_WAIT_MS: '0' },
    timeout: 60_000,
  });

describe('scripts/ops', () => {
  it('create-search-index puts the template and creates physicians_v1 behind the alias once, then finds it up to date', async () => {
    expect((await script('create-search-index')).stdout).toMatch(/Created index physicians_v1 behind the alias physicians/);
    expect(domain.templates.get('physicians')).toEqual(JSON.parse(JSON.stringify(indexTemplate('physicians'))));
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v1']);

    expect((await script('create-search-index')).stdout).toMatch(/Alias physicians \(physicians_v1\) exists with the current mapping/);
    expect([...domain.indices.keys()]).toEqual(['physicians_v1']);
  }, 90_000);

  it('rebuild-search-index fills physicians_v2 with every physician of DynamoDB (versioned, no contact field), verifies, and swaps', async () => {
    const { stdout } = await script('rebuild-search-index');

    const indexed = Number(/Indexed ([\d,]+) physicians into physicians_v2/.exec(stdout)?.[1]?.replaceAll(',', ''));
    expect(indexed).toBeGreaterThanOrEqual(300);
    expect(stdout).toMatch(/still differing 0\./);
    expect(stdout).toMatch(/Swapped physicians to physicians_v2 in one _aliases request/);
    expect(stdout).toMatch(/DELETE \/physicians_v1/);
    const v2 = domain.indices.get('physicians_v2');
    expect(v2?.docs.size).toBe(indexed);
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v2']);
    expect(domain.aliases.has('physicians_building')).toBe(false);
    // Every write used require_alias: nothing was auto-created with a dynamic mapping.
    expect([...domain.indices.values()].some((i) => i.autoCreated)).toBe(false);
    expect(stub.requests.filter((r) => r.path.includes('/_bulk')).every((r) => r.path.includes('require_alias=true'))).toBe(true);
    const docs = [...(v2?.docs.values() ?? [])];
    expect(docs.every((d) => d.version > 1)).toBe(true);
    // The strict mapping model rejects any field the mapping lacks, contact fields included.
    expect(() => createEvaluator(indexDefinition, docs.map((d) => d.source))).not.toThrow();
    const contact = Object.keys(contactFields.shape);
    for (const d of docs) expect(Object.keys(d.source).filter((k) => contact.includes(k))).toEqual([]);
  }, 90_000);

  it('reconcile-search-index deletes a physician DynamoDB no longer has and indexes a missing one, and prints the counts', async () => {
    const v2 = domain.indices.get('physicians_v2');
    const [lost, sample] = [...(v2?.docs.entries() ?? [])] as Array<[string, { version: number; source: Record<string, unknown> }]>;
    if (!lost || !sample) throw new Error('the rebuild test fills physicians_v2 first');
    // Drift as an outage leaves it: a REMOVE that never reached the index, an INSERT that never did either.
    domain.handle({ method: 'PUT', path: '/physicians/_bulk?require_alias=true', headers: {}, body: '', json: [{ index: { _id: 'phy_removed_meanwhile', version: 5, version_type: 'external' } }, { ...sample[1].source, id: 'phy_removed_meanwhile' }] });
    v2?.docs.delete(lost[0]);
    const before = v2?.docs.size ?? 0;

    const { stdout } = await script('reconcile-search-index');

    expect(stdout).toMatch(/missing 1, older 0, no longer in DynamoDB 1; fixed 2; still differing 0\./);
    expect(v2?.docs.has('phy_removed_meanwhile')).toBe(false);
    expect(v2?.docs.get(lost[0])?.version).toBe(lost[1].version);
    expect(v2?.docs.size).toBe(before);
    // Removals first: the delete went in a request before the re-index.
    const fixes = stub.requests.filter((r) => r.path.startsWith('/physicians/_bulk?refresh=wait_for'));
    expect(fixes.map((r) => Object.keys((r.json as object[])[0] ?? {})[0])).toEqual(['delete', 'index']);
  }, 90_000);

  it('rollback-search-index puts physicians back on physicians_v1, reconciled with DynamoDB first', async () => {
    const { stdout } = await script('rollback-search-index');

    expect(stdout).toMatch(/Rolled physicians back to physicians_v1; physicians_v2 is kept\./);
    expect(stdout).toMatch(/still differing 0\./);
    expect([...(domain.aliases.get('physicians') ?? [])]).toEqual(['physicians_v1']);
    expect(domain.indices.get('physicians_v1')?.docs.size).toBe(domain.indices.get('physicians_v2')?.docs.size);
  }, 90_000);

  it('put-search-mapping finds nothing to add on an index with our mapping', async () => {
    expect((await script('put-search-mapping')).stdout).toMatch(/physicians_v1 already has every field of our mapping/);
    expect(stub.requests.some((r) => r.method === 'PUT' && r.path.endsWith('/_mapping'))).toBe(false);
  }, 90_000);
});
