import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { type SampleFixtures, sampleFor } from '../test/support/route-samples';
import { openApiDocument } from './openapi';
import { routes } from './routes';

/**
 * A client generated from the served document (openapi-typescript types,
 * openapi-fetch calls) must type-check a call to every operation, built from
 * the valid sample requests the authorization matrix sends. A wrong type, a
 * required header or parameter the caller does not send (one-click
 * unsubscribe sends none) fails `tsc`.
 */

type Parameter = { name: string; in: string; schema?: { type?: string | string[] } };
type Doc = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

const fixtures: SampleFixtures = { listId: 'list-1', savedSearchId: 'search-1', physicianId: 'phy-1', submissionId: 'sub-1', checkoutSessionId: 'cs_test_1' };

/** A query value as the generated type wants it: numbers as numbers, lists as arrays. */
const queryLiteral = (value: string, parameter: Parameter | undefined): unknown => {
  const type = [parameter?.schema?.type ?? []].flat();
  if ((type.includes('number') || type.includes('integer')) && !type.includes('string')) return Number(value);
  if (type.includes('array') && !type.includes('string')) return [value];
  return value;
};

const callOf = (doc: Doc, route: (typeof routes)[number]): string => {
  const method = route.method.toLowerCase();
  const sample = sampleFor(`${route.method} ${route.path}`, fixtures);
  const parameters = doc.paths[route.path]?.[method]?.parameters ?? [];
  const path = Object.fromEntries([...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1], 'x']));
  const query = Object.fromEntries(Object.entries(sample.query ?? {}).map(([k, v]) => [k, queryLiteral(v, parameters.find((p) => p.in === 'query' && p.name === k))]));
  const params = { ...(Object.keys(path).length ? { path } : {}), ...(Object.keys(query).length ? { query } : {}), ...(sample.headers ? { header: sample.headers } : {}) };
  if (route.path === '/api/billing/webhook') {
    return `await client.POST('/api/billing/webhook', { params: { header: { 'stripe-signature': 't=1,v1=abc' } }, body: ${sample.rawBody ?? '{}'} });`;
  }
  if (route.path === '/api/alerts/unsubscribe') {
    // What a mail client sends (RFC 8058): a form body, no header of ours.
    return `await client.POST('/api/alerts/unsubscribe', { params: ${JSON.stringify(params)}, body: { 'List-Unsubscribe': 'One-Click' }, bodySerializer: (b) => new URLSearchParams(b).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });`;
  }
  const body = sample.body === undefined ? '' : `, body: ${JSON.stringify(sample.body)}`;
  return `await client.${route.method}('${route.path}', { params: ${JSON.stringify(params)}${body} });`;
};

const program = (doc: Doc) => `import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000' });

// Statuses and content types as the handlers answer them.
type Responses<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R } ? R : never;
export const created: Responses<'/api/lists', 'post'>[201]['content']['application/json']['name'] = 'a list';
export const deleted: Responses<'/api/lists/{id}', 'delete'>[204]['content'] = undefined;
export const csv: Responses<'/api/admin/physicians/{id}/export', 'get'>[200]['content']['text/csv'] = 'NPI,Name';
export const refused: Responses<'/api/me', 'get'>[401]['content']['application/json']['error']['code'] = 'UNAUTHENTICATED';

export const callEveryOperation = async (): Promise<void> => {
${routes.map((r) => `  ${callOf(doc, r)}`).join('\n')}
};
`;

const run = promisify(execFile);
// Inside node_modules, so the generated program resolves openapi-fetch like the repo does.
const cache = join(process.cwd(), 'node_modules', '.cache');
let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document (issue 27)', () => {
  it('type-checks a call to every operation, unsubscribe without any header', async () => {
    const doc = JSON.parse(JSON.stringify(openApiDocument())) as Doc;
    await mkdir(cache, { recursive: true });
    dir = await mkdtemp(join(cache, 'openapi-client-'));
    await writeFile(join(dir, 'api.d.ts'), astToString(await openapiTS(openApiDocument() as unknown as Parameters<typeof openapiTS>[0])));
    await writeFile(join(dir, 'program.ts'), program(doc));
    const tsc = join(process.cwd(), 'node_modules', '.bin', 'tsc');
    const args = ['--noEmit', '--strict', '--noUncheckedIndexedAccess', '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler', '--lib', 'ES2023,DOM', '--types', 'node', join(dir, 'program.ts')];
    const outcome = await run(tsc, args).then(
      () => '',
      (e: { stdout?: string }) => e.stdout ?? String(e),
    );
    expect(outcome).toBe('');
  }, 120_000);
});
