import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { openSearchClient } from '../../functions/adapters/aws/opensearch-client';
import type { Client } from '../../functions/adapters/aws/opensearch-http';
import { rng } from '../bench/percentiles';
import { buildSessions, distinctSessions, type Session } from './build-workload';
import { markdownTable, report } from './load-report';
import type { RequestRecord, Trace } from './measured-client';
import { MIX } from './query-mix';
import { runSession } from './run-session';
import { changeBatch, DEFAULT_WRITES, sendBatch, type WriteStream } from './writes';

export interface LoadOptions {
  readonly client: Client;
  /** The loaded test index (physicians_v<N>). */
  readonly index: string;
  readonly sessions: readonly Session[];
  /** Sessions started per second (open loop: a slow answer does not slow the schedule). */
  readonly rate: number;
  readonly durationMs: number;
  /** Concurrent index writes; rate 0 for none. */
  readonly writes: WriteStream;
  /** What the profiles were generated with: the writes edit and remove those. */
  readonly profiles: number;
  readonly seed: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly trace?: Trace;
}

/** Starts `count` tasks on an open-loop schedule of `rate` per second and waits for every one. */
const schedule = async (count: number, rate: number, task: (i: number) => Promise<void>, now: () => number, sleep: (ms: number) => Promise<void>): Promise<void> => {
  const start = now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / rate - now();
    if (wait > 0) await sleep(wait);
    running.push(task(i));
  }
  await Promise.all(running);
};

/**
 * Replays the sessions in order (cycling if the run is longer than the
 * list) and, over the same time, the write stream: `_bulk` batches of edits
 * and removals with external versions against the same index, so searches
 * meet refreshes, merges and deletes as they will in production.
 */
export const runLoad = async (o: LoadOptions): Promise<RequestRecord[]> => {
  const now = o.now ?? (() => performance.now());
  const sleep = o.sleep ?? ((t: number) => new Promise<void>((resolve) => setTimeout(resolve, t)));
  if (!o.sessions.length || o.rate <= 0) throw new Error('nothing to replay');
  const sink: RequestRecord[] = [];
  const sessions = Math.max(1, Math.round((o.rate * o.durationMs) / 1000));
  const bulks = o.writes.rate > 0 ? Math.max(1, Math.round((o.writes.rate * o.durationMs) / 1000)) : 0;
  const r = rng(o.seed + 1);
  await Promise.all([
    schedule(sessions, o.rate, (i) => runSession(o.sessions[i % o.sessions.length] as Session, { client: o.client, index: o.index, sink, now, ...(o.trace ? { trace: o.trace } : {}) }), now, sleep),
    bulks ? schedule(bulks, o.writes.rate, () => sendBatch(o.client, o.index, changeBatch(r, { ...o.writes, profiles: o.profiles, seed: o.seed }), sink, now, o.trace), now, sleep) : null,
  ]);
  return sink;
};

/** The live and rebuild aliases must not point at the index the test writes to. */
const refuseAliased = async (client: Client, index: string): Promise<void> => {
  if (!/^physicians_v\d+$/.test(index)) throw new Error('--index must be a physicians_v<N> test index that no alias points to');
  for (const alias of ['physicians', 'physicians_building']) {
    const { body } = await client.indices.getAlias({ name: alias });
    if (body && index in body) throw new Error(`${index} is behind the alias ${alias}: the load test writes to it; use a test index`);
  }
};

if (process.argv[1]?.endsWith('run-workload.ts')) {
  // OPENSEARCH_ENDPOINT=https://... AWS_REGION=us-east-1 npx tsx scripts/load/run-workload.ts --index physicians_v900 [--rate 50] [--duration 120] ...
  const { values } = parseArgs({
    options: {
      index: { type: 'string' },
      rate: { type: 'string', default: '50' },
      duration: { type: 'string', default: '120' },
      sessions: { type: 'string', default: '6000' },
      profiles: { type: 'string', default: '1000000' },
      seed: { type: 'string', default: '42' },
      'write-rate': { type: 'string', default: String(DEFAULT_WRITES.rate) },
      'write-batch': { type: 'string', default: String(DEFAULT_WRITES.batch) },
      'delete-share': { type: 'string', default: String(DEFAULT_WRITES.deleteShare) },
      // Every request body with its class and kind, one JSON per line: to read, or to replay with opensearch-benchmark.
      bodies: { type: 'string' },
    },
  });
  const node = process.env.OPENSEARCH_ENDPOINT;
  const region = process.env.AWS_REGION;
  if (!node || !region || !values.index) throw new Error('Set OPENSEARCH_ENDPOINT and AWS_REGION (the OpsEnvironment output has both), and name the loaded test index with --index physicians_v<N>');
  const client = openSearchClient({ node, region });
  await refuseAliased(client, values.index);
  const seed = Number(values.seed);
  const profiles = Number(values.profiles);
  const sessions = buildSessions({ profiles, sessions: Number(values.sessions), seed });
  // Replayed sessions would be answered from the request and query caches: say so rather than report cached times as real.
  if (Number(values.rate) * Number(values.duration) > sessions.length) console.warn(`rate x duration exceeds --sessions ${sessions.length}: sessions will repeat; raise --sessions`);
  const writes = { rate: Number(values['write-rate']), batch: Number(values['write-batch']), deleteShare: Number(values['delete-share']) };
  const out = values.bodies ? createWriteStream(values.bodies) : null;
  const trace: Trace = (tag, body) => out?.write(`${JSON.stringify({ ...tag, body })}\n`);
  const started = performance.now();
  const records = await runLoad({ client, index: values.index, sessions, rate: Number(values.rate), durationMs: Number(values.duration) * 1000, writes, profiles, seed, trace });
  out?.end();
  const seconds = (performance.now() - started) / 1000;
  const searches = records.filter((x) => x.class !== 'writes').length;
  console.log(
    `${sessions.length} sessions (${distinctSessions(sessions)} distinct filter sets, mix ${Object.entries(MIX).map(([c, w]) => `${c} ${Math.round(w * 100)}%`).join(', ')}) ` +
      `at ${values.rate}/s for ${values.duration} s: ${searches} search requests (${(searches / seconds).toFixed(1)}/s), ` +
      `${records.length - searches} bulk writes of ${writes.batch} changes (${Math.round(writes.deleteShare * 100)}% removals).\n`,
  );
  const { byClass, byKind } = report(records);
  console.log(`${markdownTable('session class', byClass)}\n\n${markdownTable('request', byKind)}`);
  const failed = records.find((x) => x.error);
  if (failed) console.error(`\n${records.filter((x) => x.error).length} requests failed, e.g. ${failed.class} ${failed.kind}: ${failed.error ?? ''}`);
  // Round trips include the network from where this runs: run it in the domain's region.
  const slow = byKind.some((row) => row.name !== 'bulk writes' && row.p95 >= 50);
  process.exitCode = byClass.some((row) => row.errors > 0 || row.timedOut > 0) ? 1 : slow ? 2 : 0;
}
