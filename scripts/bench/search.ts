import '../local/quiet-sdk';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deps } from '../../functions/adapters/pick';
import { summaryOf } from '../../functions/core/physician';
import { newPhysicianId } from '../../functions/core/ids';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { freePort } from '../local/ports';
import { startStack } from '../local/stack';
import { generatePhysicians } from '../seed/physicians';
import { ms, summarize } from './percentiles';
import { type QueryClass, type WorkItem, queryClasses, toQueryString, withBenchIntent, workload } from './search-workload';
import { provideAllAdapters } from '../../functions/adapters/all-adapters';
import { runSearchCost } from './search-cost-report';
import { timeEngineBundled } from './search-engine-bundled';

// One process runs the code of every feature here, so it provides every adapter.
provideAllAdapters();

/**
 * `npm run bench:search [-- --count 250000 --per-class 200]`: the local
 * engine at scale, measured on the engine directly and through the HTTP API
 * of a real local stack (signed in as the premium recruiter).
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const count = arg('count', 250_000);
const perClass = arg('per-class', 200);
// `--engine-only` skips the HTTP half: at 1M a second stack doubles the memory and the time on a small machine.
const engineOnly = process.argv.includes('--engine-only');
let t = 0;
const mb = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;

/** The generated profiles of [start, start + 10,000): the same for the same start, so a batch can be made twice. */
const batchAt = (start: number): PhysicianSummary[] =>
  generatePhysicians(Math.min(10_000, count - start), 42, start).map((p, i) => withBenchIntent(summaryOf({ ...p, id: newPhysicianId() }), start + i));
const batchStarts = Array.from({ length: Math.ceil(count / 10_000) }, (_, i) => i * 10_000);

// The engine first, alone in its own process and as deployed (search-engine-run.ts says why); the HTTP half and the
// cost model need every profile, made after.
const timing = await timeEngineBundled(count, perClass);
const buildMs = timing.upsertMs + timing.orderMs + timing.firstUseMs;
const engineRows = new Map<QueryClass | 'mixed', number[]>(queryClasses.map((cls) => [cls, timing.samples[cls] ?? []]));
engineRows.set('mixed', queryClasses.flatMap((cls) => timing.samples[cls] ?? []));
// The same queries again for the HTTP half: drawn as the engine half drew them, from the same 8 sample batches.
const sampleStarts = batchStarts.filter((_, i) => i % Math.max(1, Math.floor(batchStarts.length / 8)) === 0).slice(0, 8);
const work = workload(sampleStarts.flatMap((start) => batchAt(start)), perClass);

const generated: PhysicianSummary[] = [];
for (const start of batchStarts) generated.push(...batchAt(start));

const httpRows = new Map<QueryClass | 'mixed', number[]>();
// Through HTTP: a real stack with an empty table; the engine above is not reused, the stack's own index gets the same documents.
const measureHttp = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-bench-'));
  const port = await freePort();
  const stack = await startStack({ port, dataDir, webRoot: join(dataDir, 'no-web'), physicians: 0, ephemeral: true });
  await (await deps()).search.upsert(generated);
  const recruiter = stack.users.find((u) => u.label === 'premium recruiter');
  const auth = await fetch(stack.env.COGNITO_ENDPOINT as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: recruiter?.email, PASSWORD: recruiter?.password } }),
  });
  const token = ((await auth.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
  const base = `http://127.0.0.1:${port}`;
  const url = (w: WorkItem) =>
    w.cls === 'facet counts' ? `${base}/api/specialties` : w.cls === 'filtered facet counts' ? `${base}/api/specialties?${toQueryString(w)}` : w.cls === 'select-all ids' ? `${base}/api/physicians/ids?${toQueryString(w)}` : `${base}/api/physicians?${toQueryString(w)}`;
  const get = async (w: WorkItem) => {
    const res = await fetch(url(w), { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${res.status} for ${url(w)}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (const w of [...work.values()].flat().slice(0, 100)) await get(w);
  const httpMixed: number[] = [];
  for (const cls of queryClasses) {
    const samples: number[] = [];
    for (const w of work.get(cls) ?? []) {
      t = performance.now();
      await get(w);
      samples.push(performance.now() - t);
    }
    httpRows.set(cls, samples);
    httpMixed.push(...samples);
  }
  httpRows.set('mixed', httpMixed);
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
if (!engineOnly) await measureHttp();

const rows = [...engineRows.keys()].map((cls) => {
  const e = summarize(engineRows.get(cls) ?? []);
  const h = summarize(httpRows.get(cls) ?? []);
  return { class: cls, engine: e, http: h };
});
console.log(`\nLocal search engine, ${count.toLocaleString('en-US')} profiles, ${perClass} queries per class (Node ${process.version}, ${process.arch}; engine timed from a minified bundle)`);
// Typed arrays (columns, inverted lists, bitmaps, the documents' bytes) live outside the JS heap: counted apart.
console.log(`build ${(buildMs / 1000).toFixed(1)} s (load ${(timing.upsertMs / 1000).toFixed(1)}, default order ${(timing.orderMs / 1000).toFixed(1)}, first use of every class ${(timing.firstUseMs / 1000).toFixed(1)}); heap +${mb(timing.heapBytes)}; array buffers +${mb(timing.arrayBufferBytes)}; RSS ${mb(timing.rssBytes)}\n`);
console.log('| query class | engine p50 / p95 / p99 (ms) | HTTP p50 / p95 / p99 (ms) |');
console.log('|---|---|---|');
for (const r of rows) console.log(`| ${r.class} | ${ms(r.engine.p50)} / ${ms(r.engine.p95)} / ${ms(r.engine.p99)} | ${ms(r.http.p50)} / ${ms(r.http.p95)} / ${ms(r.http.p99)} |`);
mkdirSync('.bench', { recursive: true });
writeFileSync(engineOnly ? '.bench/search-engine.json' : '.bench/search.json', JSON.stringify({ at: new Date().toISOString(), count, perClass, buildMs, upsertMs: timing.upsertMs, orderMs: timing.orderMs, firstUseMs: timing.firstUseMs, rssBytes: timing.rssBytes, heapBytes: timing.heapBytes, arrayBufferBytes: timing.arrayBufferBytes, rows }, null, 2));
const worstHttp = Math.max(...rows.map((r) => r.http.p95));
if (!engineOnly) console.log(`\nworst HTTP p95: ${ms(worstHttp)} ms (target < 50 ms)${worstHttp < 50 ? '' : '  <-- OVER TARGET'}`);
// Issue 23: the OpenSearch query cost model over the same profiles, before and after (search-cost.ts).
runSearchCost(generated);
process.exit(0);
