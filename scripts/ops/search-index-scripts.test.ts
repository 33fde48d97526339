import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvaluator } from '../../test/support/opensearch/dsl-evaluator';
import { indexDefinition } from '../../functions/adapters/aws/opensearch-mapping';
import { bulkOk, type RecordedRequest, type StubReply, startStub } from '../../test/support/opensearch/stub-server';
import { contactFields } from '../../functions/core/schemas/physician';
import { stack } from '../../test/support/stack';

/**
 * The two ops tools run as real processes against the test stack's DynamoDB
 * Local and a stub OpenSearch domain on 127.0.0.1, with the Lambdas' env.
 */
const run = promisify(execFile);

let created: unknown;
const docs = new Map<string, Record<string, unknown>>();
const domain = (req: RecordedRequest): StubReply => {
  if (req.path === '/physicians' && req.method === 'HEAD') return { status: created ? 200 : 404 };
  if (req.path === '/physicians' && req.method === 'PUT') {
    created = req.json;
    return { status: 200, body: { acknowledged: true, shards_acknowledged: true, index: 'physicians' } };
  }
  if (req.path === '/physicians/_mapping') return { status: 200, body: { physicians: { mappings: (created as typeof indexDefinition).mappings } } };
  if (req.path.startsWith('/physicians/_bulk')) {
    const lines = req.json as Array<Record<string, { _id: string }>>;
    for (let i = 0; i < lines.length; i += 2) docs.set(lines[i]?.index?._id as string, lines[i + 1] as Record<string, unknown>);
    return bulkOk(lines);
  }
  return { status: 400, body: { error: { type: 'unexpected', reason: `${req.method} ${req.path}` }, status: 400 } };
};

let stub: Awaited<ReturnType<typeof startStub>>;
beforeAll(async () => {
  stub = await startStub(domain);
});
afterAll(() => stub.close());

const script = (name: string) =>
  run('node_modules/.bin/tsx', [`scripts/ops/${name}.ts`], {
    env: { ...process.env, ...stack().env, SEARCH_ENGINE: 'opensearch', OPENSEARCH_ENDPOINT: stub.url, OPENSEARCH_INDEX: 'physicians' },
    timeout: 60_000,
  });

describe('scripts/ops', () => {
  it('create-search-index creates the index once, then finds it up to date', async () => {
    expect((await script('create-search-index')).stdout).toMatch(/Created index physicians/);
    expect(created).toEqual(JSON.parse(JSON.stringify(indexDefinition)));
    expect((await script('create-search-index')).stdout).toMatch(/exists with the current mapping/);
  }, 90_000);

  it('rebuild-search-index indexes every physician of DynamoDB, with no contact field', async () => {
    const { stdout } = await script('rebuild-search-index');

    const indexed = Number(/Indexed ([\d,]+) physicians/.exec(stdout)?.[1]?.replaceAll(',', ''));
    expect(indexed).toBeGreaterThanOrEqual(300);
    expect(docs.size).toBe(indexed);
    // The strict mapping model rejects any field the mapping lacks, contact fields included.
    expect(() => createEvaluator(indexDefinition, [...docs.values()])).not.toThrow();
    const contact = Object.keys(contactFields.shape);
    for (const d of docs.values()) expect(Object.keys(d).filter((k) => contact.includes(k))).toEqual([]);
  }, 90_000);
});
