import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { median } from './results';

// Timed inside the fresh process, so Node's own boot is not counted. The AWS SDK packages the
// bundle loads at start (external, as CDK leaves them to the runtime's copy) are timed first and
// apart, each loaded the way the bundle loads it (import, or require through
// functions/adapters/aws/sdk/load.ts), to tell their share from the bundle's own; the sum is the
// cold init.
const probe = `
import { createRequire } from 'node:module';
const { imported, required } = JSON.parse(process.env.SDK_PACKAGES);
const load = createRequire(process.env.BUNDLE_PATH);
let t = performance.now();
for (const p of imported) await import(p);
for (const p of required) load(p);
const sdkMs = performance.now() - t;
t = performance.now();
await import(process.env.BUNDLE_URL);
process.stdout.write(JSON.stringify({ sdkMs, ownMs: performance.now() - t }));`;

/** Which SDK packages a bundle loads at start: after importing it once, the packages in the require cache, less those it imports. */
const discover = `
import { createRequire } from 'node:module';
await import(process.env.BUNDLE_URL);
const cache = createRequire(process.env.BUNDLE_PATH).cache;
const names = Object.keys(cache).map((f) => f.match(/node_modules\\/(@aws-sdk\\/[^/]+)\\//)?.[1]).filter(Boolean);
process.stdout.write(JSON.stringify([...new Set(names)]));`;

const sdkPackagesOf = (bundle: string, env: NodeJS.ProcessEnv): { imported: string[]; required: string[] } => {
  const imported = [...new Set([...readFileSync(bundle, 'utf8').matchAll(/from"(@aws-sdk\/[^"]+)"/g)].map((m) => m[1] as string))];
  // Packages an imported one pulls in are loaded by it, not by the bundle; only the bundle's own requires are listed.
  const loaded = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', discover], { env, encoding: 'utf8', cwd: process.cwd() })) as string[];
  const source = readFileSync(bundle, 'utf8');
  const required = loaded.filter((p) => !imported.includes(p) && source.includes(`"${p}"`));
  return { imported, required };
};

export interface ColdInit {
  median: number;
  sdkMedian: number;
  ownMedian: number;
  samples: number[];
}

/**
 * Median over `runs` fresh Node processes of loading the bundle, as the
 * deployed functions start: without `--enable-source-maps` (a logged stack is
 * mapped by functions/core/source-stack.ts instead). `sourceMaps` measures
 * what that flag would cost: Node then parses the bundle's map at load.
 */
export const coldInitMs = (bundle: string, runs: number, sourceMaps = false): ColdInit => {
  const base = { PATH: process.env.PATH ?? '', BUNDLE_URL: pathToFileURL(bundle).href, BUNDLE_PATH: bundle, AWS_REGION: 'us-east-1', LOG_LEVEL: 'WARN' };
  const env = { ...base, SDK_PACKAGES: JSON.stringify(sdkPackagesOf(bundle, base)) };
  const runsOut: Array<{ sdkMs: number; ownMs: number }> = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, [...(sourceMaps ? ['--enable-source-maps'] : []), '--input-type=module', '-e', probe], { env, encoding: 'utf8', cwd: process.cwd() });
    runsOut.push(JSON.parse(out) as { sdkMs: number; ownMs: number });
  }
  const samples = runsOut.map((r) => r.sdkMs + r.ownMs);
  return { median: median(samples), sdkMedian: median(runsOut.map((r) => r.sdkMs)), ownMedian: median(runsOut.map((r) => r.ownMs)), samples };
};
