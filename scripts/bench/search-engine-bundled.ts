import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { filesBesideBundle } from '../../infra/feature-function';
import type { EngineTiming } from './search-engine-run';

/**
 * Times the local engine from a bundle built as infra/feature-function.ts
 * builds a function's (ESM, minified, no keepNames), in a child node process
 * with the caller's NODE_OPTIONS (--expose-gc, the heap size); tsx's loader
 * is in this process's execArgv, which a child does not inherit. The bundle
 * sits under the repo, so its packages resolve from node_modules, and the
 * data tables (ZIP centroids, taxonomy) lie beside it as in a Lambda.
 */
export const timeEngineBundled = async (count: number, perClass: number): Promise<EngineTiming> => {
  const dir = resolve('.bench/engine');
  mkdirSync(dir, { recursive: true });
  const bundle = join(dir, 'search-engine-run.mjs');
  await build({
    entryPoints: ['scripts/bench/search-engine-run.ts'],
    bundle: true,
    outfile: bundle,
    target: 'node20',
    platform: 'node',
    format: 'esm',
    minify: true,
    packages: 'external',
    logLevel: 'silent',
  });
  for (const { from, file } of filesBesideBundle('search')) copyFileSync(resolve(from), join(dir, file));
  const out = join(dir, 'timing.json');
  execFileSync(process.execPath, [bundle, String(count), String(perClass), out], { stdio: 'inherit' });
  return JSON.parse(readFileSync(out, 'utf8')) as EngineTiming;
};
