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
});
