import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { median } from './results';

// Timed inside the fresh process, so Node's own boot is not counted. The AWS SDK packages the
// bundle imports statically (external, as CDK leaves them to the runtime's copy) are timed
// first and apart, to tell their share from the bundle's own; the sum is the cold init.
const probe = `
const sdk = JSON.parse(process.env.SDK_PACKAGES);
let t = performance.now();
for (const p of sdk) await import(p);
const sdkMs = performance.now() - t;
t = performance.now();
await import(process.env.BUNDLE_URL);
process.stdout.write(JSON.stringify({ sdkMs, ownMs: performance.now() - t }));`;

const sdkPackagesOf = (bundle: string): string[] => [...new Set([...readFileSync(bundle, 'utf8').matchAll(/from"(@aws-sdk\/[^"]+)"/g)].map((m) => m[1] as string))];

export interface ColdInit {
  median: number;
  sdkMedian: number;
  ownMedian: number;
  samples: number[];
}

/**
 * Median over `runs` fresh Node processes of loading the bundle.
 * `--enable-source-maps` as the deployed functions set it (NODE_OPTIONS in
 * infra/feature-function.ts): Node then reads the bundle's source map at load.
 */
export const coldInitMs = (bundle: string, runs: number, sourceMaps = true): ColdInit => {
  const env = { PATH: process.env.PATH ?? '', BUNDLE_URL: pathToFileURL(bundle).href, SDK_PACKAGES: JSON.stringify(sdkPackagesOf(bundle)), AWS_REGION: 'us-east-1', LOG_LEVEL: 'WARN' };
  const runsOut: Array<{ sdkMs: number; ownMs: number }> = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, [...(sourceMaps ? ['--enable-source-maps'] : []), '--input-type=module', '-e', probe], { env, encoding: 'utf8', cwd: process.cwd() });
    runsOut.push(JSON.parse(out) as { sdkMs: number; ownMs: number });
  }
  const samples = runsOut.map((r) => r.sdkMs + r.ownMs);
  return { median: median(samples), sdkMedian: median(runsOut.map((r) => r.sdkMs)), ownMedian: median(runsOut.map((r) => r.ownMs)), samples };
};
