import { writeFileSync } from 'node:fs';
import { columnarSearchIndex } from '../../functions/adapters/local/columnar-search-index';
import { summaryOf } from '../../functions/core/physician';
import { newPhysicianId } from '../../functions/core/ids';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { generatePhysicians } from '../seed/physicians';
import { type QueryClass, type WorkItem, queryClasses, withBenchIntent, workload } from './search-workload';

/**
 * The engine half of `npm run bench:search`, run from a minified esbuild
 * bundle as a Lambda runs it (search-engine-bundled.ts), not through tsx:
 * tsx compiles with keepNames, which wraps every named closure a query
 * makes in an Object.defineProperty call, about a quarter of an NPI lookup's
 * time in a CPU profile, and no deployed bundle does that.
 * Arguments: <count> <per-class> <out.json>.
 */
export interface EngineTiming {
  upsertMs: number;
  orderMs: number;
  firstUseMs: number;
  heapBytes: number;
  arrayBufferBytes: number;
  rssBytes: number;
  samples: Partial<Record<QueryClass, number[]>>;
}

const [count, perClass] = [Number(process.argv[2]), Number(process.argv[3])];
const out = process.argv[4] as string;

/** The generated profiles of [start, start + 10,000): the same for the same start, so a batch can be made twice. */
const batchAt = (start: number): PhysicianSummary[] =>
  generatePhysicians(Math.min(10_000, count - start), 42, start).map((p, i) => withBenchIntent(summaryOf({ ...p, id: newPhysicianId() }), start + i));

// The engine is loaded batch by batch, each batch garbage once loaded, as the local stack loads it: a million input
// objects held meanwhile would be marked by every full GC of the build and timed as the engine's (issue 23 item 11).
const engine = columnarSearchIndex();
global.gc?.();
const before = process.memoryUsage();
let t = 0;
let upsertMs = 0;
for (let start = 0; start < count; start += 10_000) {
  const batch = batchAt(start);
  t = performance.now();
  await engine.upsert(batch);
  upsertMs += performance.now() - t;
}
t = performance.now();
await engine.search({ sortDirection: 'asc' }, { offset: 0, limit: 25 }); // builds the default order
const orderMs = performance.now() - t;
global.gc?.(); // with --expose-gc the heap figure is what the engine keeps, not the build's garbage
const after = process.memoryUsage();

// The queries are drawn from a sample of the profiles, made again after the build: 8 batches spread over the table.
// Not all of them: a million input objects alive while the engine is timed are not what a deployed engine holds, and
// the GC work of their heap lengthened the short classes' tails (an NPI lookup's p95 from about 0.03 to 0.07 ms at 1M).
const batchStarts = Array.from({ length: Math.ceil(count / 10_000) }, (_, i) => i * 10_000);
const sampleStarts = batchStarts.filter((_, i) => i % Math.max(1, Math.floor(batchStarts.length / 8)) === 0).slice(0, 8);
const sample: PhysicianSummary[] = sampleStarts.flatMap((start) => batchAt(start));

const runOnEngine = async (w: WorkItem) => {
  if (w.cls === 'facet counts') return engine.specialtyCounts();
  if (w.cls === 'filtered facet counts') return engine.specialtyCounts(w.filters);
  if (w.cls === 'select-all ids') return engine.searchIds(w.filters, 500);
  return engine.search(w.filters, { offset: (w.page - 1) * 25, limit: 25 });
};
// First use: the structures built on a query's first need (orders per sort key, gram indexes, row bitmaps) and the
// JIT, by 10 queries of every class drawn apart from the measured ones. Timed, and counted into the build.
t = performance.now();
for (const ws of workload(sample, 10, 99).values()) for (const w of ws) await runOnEngine(w);
const firstUseMs = performance.now() - t;
const work = workload(sample, perClass);
sample.length = 0;

const samples: EngineTiming['samples'] = {};
for (const cls of queryClasses) {
  const times: number[] = [];
  for (const w of work.get(cls) ?? []) {
    t = performance.now();
    await runOnEngine(w);
    times.push(performance.now() - t);
  }
  samples[cls] = times;
}
const timing: EngineTiming = { upsertMs, orderMs, firstUseMs, heapBytes: after.heapUsed - before.heapUsed, arrayBufferBytes: after.arrayBuffers - before.arrayBuffers, rssBytes: after.rss, samples };
writeFileSync(out, JSON.stringify(timing));
