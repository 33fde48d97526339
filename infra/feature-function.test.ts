import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { basename, dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { features } from '../functions/routes';
import { NUCC_FILE, nuccPath } from '../functions/core/taxonomy/nucc';
import { ZIP_CENTROIDS_FILE, zipCentroidsPath } from '../functions/core/search/zip-centroids';
import { LOCAL_ENGINE_MODULE } from '../functions/adapters/search-adapters';
import { cdkBundle } from '../scripts/bench/cdk-bundle';
import { type EventFunction, externalModulesOf, filesBesideBundle } from './feature-function';
import { repoPath } from './repo-paths';

const eventFunctions: EventFunction[] = ['indexer', 'post-confirmation', 'post-authentication', 'removal-sweep', 'alert-run'];
const loaders = [
  { file: NUCC_FILE, path: nuccPath },
  { file: ZIP_CENTROIDS_FILE, path: zipCentroidsPath },
];

describe('data files beside the bundles (issue 23)', () => {
  it.each([...features, ...eventFunctions])('%s gets the taxonomy and ZIP tables under the names its loaders read', (name) => {
    const beside = filesBesideBundle(name);
    for (const { file, path } of loaders) {
      expect(beside).toContainEqual({ from: relative(repoPath(), path), file });
    }
    for (const { from } of beside) expect(existsSync(repoPath(from)), from).toBe(true);
  });

  it('keeps what only the local stack runs (jose, the columnar engine) out of every bundle', () => {
    for (const name of [...features, ...eventFunctions]) expect(externalModulesOf(name)).toEqual(expect.arrayContaining(['jose', LOCAL_ENGINE_MODULE]));
  });
});

describe('a real CDK bundle of the search function', { timeout: 120_000 }, () => {
  // Under the repo, as deployed bundles resolve @aws-sdk/* from the runtime: here from node_modules.
  mkdirSync(repoPath('.bench'), { recursive: true });
  const root = mkdtempSync(repoPath('.bench', 'bundle-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('has both tables beside index.mjs, and neither the taxonomy nor jose inside it', () => {
    const bundle = cdkBundle('search', root);
    for (const { file, path } of loaders) {
      expect(readFileSync(join(dirname(bundle), file)).equals(readFileSync(path)), file).toBe(true);
    }
    const code = readFileSync(bundle, 'utf8');
    expect(basename(bundle)).toBe('index.mjs');
    // A display name only the NUCC file holds: bundled, it would be a string literal here.
    expect(code).not.toContain('Allergy & Immunology Physician');
    expect(code).not.toMatch(/node_modules\/jose|createRemoteJWKSet\(/);
    // The local engine only as the dynamic import the local stack takes; a static one would fail every cold start.
    expect(code).toContain(`import("${LOCAL_ENGINE_MODULE}")`);
    expect(code).not.toMatch(new RegExp(`from"${LOCAL_ENGINE_MODULE.replaceAll('.', '\\.')}"`));
    // The runtime's SDK is required, not imported: an ES import of CommonJS first runs Node's export lexer over it (functions/adapters/aws/sdk/load.ts).
    expect(code).not.toMatch(/from"@aws-sdk\//);
    // DynamoDB through the lean client (functions/adapters/aws/dynamo-lite): no SDK package of it is loaded, and its marshalling is bundled.
    for (const sdk of ['lib-dynamodb', 'client-dynamodb', 'util-dynamodb']) expect(code).not.toContain(`"@aws-sdk/${sdk}"`);
    // The map gives file:line without the sources (a third of the size to read when a stack is logged).
    expect(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as object).not.toHaveProperty('sourcesContent');
    expect(code).not.toMatch(/node_modules\/@aws-sdk\//);
    // Its own rows of the route table, written in at bundling (functions/http/feature-routes.ts), and no other feature's.
    expect(code).toContain('/api/physicians/ids');
    expect(code).not.toContain('/api/admin/users');
    // A fresh Node loads the bundle as Lambda does (the cold start of scripts/bench/cold-init.ts).
    const probe = `await import(${JSON.stringify(pathToFileURL(bundle).href)}); process.stdout.write('loaded');`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { env: { PATH: process.env.PATH ?? '', AWS_REGION: 'us-east-1', LOG_LEVEL: 'WARN' }, encoding: 'utf8' })).toBe('loaded');
  });
});
