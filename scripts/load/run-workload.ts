import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openSearchClient } from '../../functions/adapters/aws/opensearch-client';
import { ms, summarize } from '../bench/percentiles';
import type { Workload, WorkloadOperation } from './build-workload';

export interface OperationResult {
  readonly class: string;
  /** Client-side wall time of the whole operation (all its requests), ms. */
  readonly ms: number;
  /** Sum of the `took` the domain reported for its requests, ms. */
  readonly tookMs: number;
  readonly error?: string;
}

export interface ReplayOptions {
  readonly workload: Workload;
  /** Sends one request, answers the parsed body. */
  readonly send: (index: string, body: object) => Promise<unknown>;
  /** Operations started per second (open loop: a slow answer does not slow the schedule). */
  readonly rate: number;
  readonly durationMs: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

const indexOf = (path: string) => decodeURIComponent(path.split('/')[1] ?? '');
const tookOf = (body: unknown) => (typeof (body as { took?: unknown })?.took === 'number' ? (body as { took: number }).took : 0);

const runOperation = async (op: WorkloadOperation, o: ReplayOptions, now: () => number): Promise<OperationResult> => {
  const started = now();
  let took = 0;
  try {
    for (const r of op.requests) took += tookOf(await o.send(indexOf(r.path), r.body));
    return { class: op.class, ms: now() - started, tookMs: took };
  } catch (e) {
    return { class: op.class, ms: now() - started, tookMs: took, error: e instanceof Error ? e.message.slice(0, 200) : String(e) };
  }
};

/**
 * Replays the workload's operations round-robin at `rate` per second for
 * `durationMs`, each on its own schedule slot, and waits for the last one.
 */
export const replay = async (o: ReplayOptions): Promise<OperationResult[]> => {
  const now = o.now ?? (() => performance.now());
  const sleep = o.sleep ?? ((t: number) => new Promise<void>((resolve) => setTimeout(resolve, t)));
  const ops = o.workload.operations;
  if (!ops.length || o.rate <= 0) throw new Error('nothing to replay');
  const count = Math.max(1, Math.round((o.rate * o.durationMs) / 1000));
  const start = now();
  const running: Promise<OperationResult>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / o.rate;
    const wait = due - now();
    if (wait > 0) await sleep(wait);
    running.push(runOperation(ops[i % ops.length] as WorkloadOperation, o, now));
  }
  return Promise.all(running);
};

export interface ClassReport {
  readonly class: string;
  readonly n: number;
  readonly errors: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly tookP95: number;
}

export const report = (results: readonly OperationResult[]): ClassReport[] =>
  [...new Set(results.map((r) => r.class))].map((cls) => {
    const mine = results.filter((r) => r.class === cls);
    const ok = mine.filter((r) => !r.error);
    const wall = summarize(ok.map((r) => r.ms));
    return { class: cls, n: mine.length, errors: mine.length - ok.length, p50: wall.p50, p95: wall.p95, p99: wall.p99, tookP95: summarize(ok.map((r) => r.tookMs)).p95 };
  });

if (process.argv[1]?.endsWith('run-workload.ts')) {
  // OPENSEARCH_ENDPOINT=https://... AWS_REGION=us-east-1 npx tsx scripts/load/run-workload.ts --index physicians_v900 [--rate 50] [--duration 120] [--workload scripts/load/workload.json]
  const { values } = parseArgs({
    options: {
      rate: { type: 'string', default: '50' },
      duration: { type: 'string', default: '120' },
      workload: { type: 'string', default: new URL('./workload.json', import.meta.url).pathname },
      // The loaded test index instead of the alias the bodies were recorded for.
      index: { type: 'string' },
    },
  });
  const node = process.env.OPENSEARCH_ENDPOINT;
  const region = process.env.AWS_REGION;
  if (!node || !region) throw new Error('Set OPENSEARCH_ENDPOINT and AWS_REGION (the OpsEnvironment output has both)');
  const workload = JSON.parse(await readFile(values.workload, 'utf8')) as Workload;
  const client = openSearchClient({ node, region });
  const results = await replay({
    workload,
    rate: Number(values.rate),
    durationMs: Number(values.duration) * 1000,
    send: async (index, body) => (await client.search({ index: values.index ?? index, body })).body,
  });
  const rows = report(results);
  console.log('| query class | operations | errors | p50 / p95 / p99 ms (client) | p95 took ms (domain) |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.class} | ${r.n} | ${r.errors} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} | ${ms(r.tookP95)} |`);
  const errors = results.filter((r) => r.error);
  if (errors.length) console.error(`${errors.length} operations failed, e.g.: ${errors[0]?.error ?? ''}`);
  // Client-side times include the network from this machine: run it from the domain's region.
  process.exitCode = errors.length ? 1 : rows.some((r) => r.p95 >= 50) ? 2 : 0;
}
