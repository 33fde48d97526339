import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { features } from '../../functions/routes';
import { numberArg } from './args';
import { attribute } from './bundle-attribution';
import { type FunctionName, cdkBundle } from './cdk-bundle';
import { coldInitMs } from './cold-init';
import { type Figure, fmt, printFigures, scratchDir, writeResult } from './results';

/**
 * `tsx scripts/bench/bundles.ts [--runs 5]`: every Lambda as CDK bundles it
 * (the HTTP features of functions/routes.ts, the indexer, the Cognito
 * triggers): minified and gzipped size, and cold init (median of fresh
 * Node processes importing the bundle). Targets 300 KB and 150 ms.
 * The KB are index.mjs alone, the code parsed at every cold start. What lies
 * beside it on disk (data tables read on first use, packages installed for a
 * lazy import such as pdfkit) is counted apart, in the "beside" column.
 */
const runs = numberArg('runs', 5);
const names: FunctionName[] = [...features, 'indexer', 'post-confirmation', 'post-authentication'];
const KB = 1024;

interface BundleRow {
  name: FunctionName;
  bytes: number;
  besideBytes: number;
  gzipBytes: number;
  initMs: number;
  initSdkMs: number;
  initOwnMs: number;
  initSamplesMs: number[];
  /** What `--enable-source-maps` would make it (the deployed functions no longer set it). */
  initWithSourceMapsMs: number;
  attributionMatches: boolean;
  largest: Array<{ pkg: string; kb: number }>;
}
/** Bytes of every file in the bundle's folder but index.mjs and its source map. */
const besideBytesOf = (bundle: string): number => {
  const walk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return sum + walk(path);
      return path === bundle || path === `${bundle}.map` ? sum : sum + statSync(path).size;
    }, 0);
  return walk(dirname(bundle));
};
const rows: BundleRow[] = [];
for (const name of names) {
  const file = cdkBundle(name, `${scratchDir}/cdk-bundles`);
  const code = readFileSync(file);
  const init = coldInitMs(file, runs);
  const initMaps = coldInitMs(file, runs, true);
  const parts = await attribute(name);
  rows.push({
    name,
    bytes: code.length,
    besideBytes: besideBytesOf(file),
    gzipBytes: gzipSync(code).length,
    initMs: init.median,
    initSdkMs: init.sdkMedian,
    initOwnMs: init.ownMedian,
    initSamplesMs: init.samples,
    initWithSourceMapsMs: initMaps.median,
    // The attribution build mirrors the CDK options; a different size would mean the mirror drifted.
    attributionMatches: parts.bytes === code.length,
    largest: parts.parts.slice(0, 6).map(([pkg, bytes]) => ({ pkg, kb: Math.round(bytes / KB) })),
  });
}

console.log('\n| function | minified KB | gzip KB | beside on disk KB | cold init ms (median) | of which AWS SDK / bundle ms | with --enable-source-maps ms | largest parts (KB) |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const parts = r.largest.map((p) => `${p.pkg} ${p.kb}`).join(', ');
  console.log(`| ${r.name} | ${fmt(Math.round(r.bytes / KB))} | ${fmt(Math.round(r.gzipBytes / KB))} | ${fmt(Math.round(r.besideBytes / KB))} | ${fmt(r.initMs)} | ${fmt(r.initSdkMs)} / ${fmt(r.initOwnMs)} | ${fmt(r.initWithSourceMapsMs)} | ${parts}${r.attributionMatches ? '' : ' (attribution build differs)'} |`);
}
const biggest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
const slowest = rows.reduce((a, b) => (b.initMs > a.initMs ? b : a));
const over = (pick: (r: BundleRow) => boolean) => rows.filter(pick).length;
const figures: Figure[] = [
  { metric: 'largest function bundle (minified)', value: Math.round(biggest.bytes / KB), unit: 'KB', target: { op: '<=', value: 300 }, note: `${biggest.name}; ${over((r) => r.bytes > 300 * KB)} of ${rows.length} over` },
  { metric: 'slowest function cold init (import, median)', value: Math.round(slowest.initMs), unit: 'ms', target: { op: '<', value: 150 }, note: `${slowest.name}; ${over((r) => r.initMs >= 150)} of ${rows.length} over` },
  { metric: 'smallest function bundle (minified)', value: Math.round(Math.min(...rows.map((r) => r.bytes)) / KB), unit: 'KB' },
];
console.log('');
printFigures(figures);
writeResult('bundles', figures, { runs, rows });
