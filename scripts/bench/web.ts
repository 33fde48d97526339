import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { hasFlag } from './args';
import { type Figure, fmt, printFigures, scratchDir, writeResult } from './results';
import { join } from 'node:path';
import { bytesPerSource } from './source-map-bytes';
import { entryKey, gzipBytesOf, lazyRoutes, readManifest, staticClosure } from './web-manifest';

/**
 * `tsx scripts/bench/web.ts [--no-build]`: builds the web into .bench/web-dist
 * (its own folder, so web/dist of a running `npm start` is left alone) with a
 * vite manifest, then sums the gzipped JS a first visit to each route loads:
 * the entry and its static imports, plus the route's lazy chunk and its
 * static imports. Target: 170 KB gzip for the initial route, 150 for /search
 * (issue 24).
 */
const benchWebDist = resolve(scratchDir, 'web-dist');
const webRoot = resolve('web');
const KB = 1024;

if (!hasFlag('no-build')) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--outDir', benchWebDist, '--manifest', '--sourcemap', 'hidden', '--logLevel', 'warn'], { stdio: 'inherit' });
}
const manifest = readManifest(benchWebDist);
const entry = entryKey(manifest);
const entryKeys = staticClosure(manifest, entry);
const entryGz = gzipBytesOf(benchWebDist, manifest, entryKeys);

const routes = lazyRoutes(webRoot).map(([path, key]) => {
  const own = [...staticClosure(manifest, key)].filter((k) => !entryKeys.has(k));
  const routeGz = gzipBytesOf(benchWebDist, manifest, own);
  return { path, chunk: manifest[key]?.file ?? '(not in manifest)', routeKb: routeGz / KB, initialKb: (entryGz + routeGz) / KB };
});

// Where the entry's bytes come from: minified bytes per package, from the hidden source maps.
const groupOf = (source: string): string => source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.match(/(web\/src|functions\/core)\//)?.[1] ?? source;
const entryParts = new Map<string, number>();
for (const k of entryKeys) {
  const file = manifest[k]?.file;
  if (!file?.endsWith('.js')) continue;
  for (const [source, bytes] of bytesPerSource(join(benchWebDist, file), join(benchWebDist, `${file}.map`))) entryParts.set(groupOf(source), (entryParts.get(groupOf(source)) ?? 0) + bytes);
}
const largestInEntry = [...entryParts].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([pkg, bytes]) => ({ pkg, minifiedKb: Math.round(bytes / KB) }));

console.log(`\nentry ${manifest[entry]?.file}: ${fmt(entryGz / KB)} KB gzip with its static imports; largest parts (minified KB): ${largestInEntry.map((p) => `${p.pkg} ${p.minifiedKb}`).join(', ')}\n`);
console.log('| first visit to | route chunks KB gzip | total initial JS KB gzip |');
console.log('|---|---|---|');
for (const r of routes) console.log(`| ${r.path} | ${fmt(r.routeKb)} | ${fmt(r.initialKb)} |`);

const at = (path: string) => routes.find((r) => r.path === path);
const worst = routes.reduce((a, b) => (b.initialKb > a.initialKb ? b : a));
const target = { op: '<=' as const, value: 170 };
const figures: Figure[] = [
  { metric: 'initial web JS, first visit to / (gzip)', value: Math.round(at('/')?.initialKb ?? 0), unit: 'KB', target },
  { metric: 'initial web JS, first visit to /search (gzip)', value: Math.round(at('/search')?.initialKb ?? 0), unit: 'KB', target: { op: '<=' as const, value: 150 } },
  { metric: 'initial web JS, heaviest route (gzip)', value: Math.round(worst.initialKb), unit: 'KB', target, note: worst.path },
  { metric: 'web entry chunk + static imports (gzip)', value: Math.round(entryGz / KB), unit: 'KB' },
];
console.log('');
printFigures(figures);
writeResult('web', figures, { entry: manifest[entry]?.file, entryKb: entryGz / KB, largestInEntry, routes });
