import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { PhysicianList } from '../../functions/core/schemas/lists';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { numberArg } from './args';
import { apiJson, launchStack } from './bench-stack';
import { type PlannedRequest, type RequestKind, loadPlan } from './load-plan';
import { cpuDelta, cpuSecondsOfTree } from './process-tree';
import { ms, summarize } from './percentiles';
import { type Figure, writeResult } from './results';

/**
 * `npm run bench:load [-- --duration 60 --connections 200 --physicians 5000]`:
 * a local stack in its own process, the premium recruiter signed in with a
 * list of 200 physicians, then autocannon on loopback: many concurrent
 * clients for a bounded time, searches, profile views and list reads, all
 * authenticated. Any non-2xx, socket error or timeout fails the run.
 */
const duration = numberArg('duration', 60);
const connections = numberArg('connections', 200);
const physicians = numberArg('physicians', 5000);
const LIST_SIZE = 200;

const stack = await launchStack({ physicians });
let failed = true;
try {
  const token = await stack.signIn('premium recruiter');
  const docs: PhysicianSummary[] = [];
  for (let page = 1; page <= 20; page++) docs.push(...(await apiJson<PhysicianSearchResult>(stack.url, `/api/physicians?page=${page}&sortKey=name`, token)).items);
  const list = await apiJson<PhysicianList>(stack.url, '/api/lists', token, { method: 'POST', body: { name: 'Load test' } });
  await apiJson(stack.url, `/api/lists/${list.id}/physicians`, token, { method: 'POST', body: { physicianIds: docs.slice(0, LIST_SIZE).map((d) => d.id) } });

  const plan = loadPlan(docs, list.id, Math.ceil(LIST_SIZE / 25));
  const headers = { authorization: `Bearer ${token}` };
  const samples = new Map<RequestKind, number[]>();
  const statuses = new Map<string, number>();
  console.log(`Load: ${connections} connections for ${duration} s on ${stack.url} (${physicians.toLocaleString('en-US')} physicians, list of ${LIST_SIZE}; stack ready in ${(stack.readyMs / 1000).toFixed(1)} s)`);
  const record = (client: unknown, statusCode: number, responseTime: number) => {
    // With one request in flight per connection, the client's current request is the one just answered.
    const current = (client as { requestIterator: { currentRequest: PlannedRequest } }).requestIterator.currentRequest;
    const kindSamples = samples.get(current.kind) ?? [];
    kindSamples.push(responseTime);
    samples.set(current.kind, kindSamples);
    const key = `${current.kind} ${statusCode}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  };
  const cpuBefore = cpuSecondsOfTree(stack.pid);
  const loadBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const requests = plan.map((p) => ({ method: 'GET' as const, path: p.path, headers, kind: p.kind }));
    const instance = autocannon({ url: stack.url, connections, duration, requests }, (err: Error | null, r: autocannon.Result) => (err ? reject(err) : resolve(r)));
    instance.on('response', (client, statusCode, _bytes, responseTime) => record(client, statusCode, responseTime));
  });

  // Where the CPU went during the run: the stack's Node process, DynamoDB Local (java), the load generator.
  const cpu = { ...cpuDelta(cpuBefore, cpuSecondsOfTree(stack.pid)), 'load generator (node)': Object.values(process.cpuUsage(loadBefore)).reduce((a, b) => a + b, 0) / 1e6 };

  const rows = [...samples].map(([kind, xs]) => ({ kind, ...summarize(xs) }));
  rows.push({ kind: 'overall' as RequestKind, ...summarize([...samples.values()].flat()) });
  // autocannon counts a timeout among its errors as well.
  const errors = result.non2xx + result.errors;
  console.log(`\nrequests ${result.requests.total.toLocaleString('en-US')} in ${result.duration.toFixed(0)} s: ${result.requests.average.toFixed(0)} req/s average`);
  console.log(`errors: ${errors} (non-2xx ${result.non2xx}, socket errors and timeouts ${result.errors}, of which timeouts ${result.timeouts}); statuses ${JSON.stringify(Object.fromEntries(statuses))}\n`);
  console.log(`CPU seconds used during the run (${result.duration.toFixed(0)} s wall, ${cpus().length} CPUs, load average now ${loadavg()[0]?.toFixed(1)}): ${JSON.stringify(cpu)}\n`);
  console.log('| request kind | count | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.kind} | ${r.n.toLocaleString('en-US')} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`);

  const overall = rows[rows.length - 1];
  const figures: Figure[] = [
    { metric: `load ${connections} clients ${duration} s: errors`, value: errors, unit: 'requests', target: { op: '<=', value: 0 } },
    { metric: `load ${connections} clients ${duration} s: throughput`, value: Math.round(result.requests.average), unit: 'req/s' },
    { metric: `load ${connections} clients ${duration} s: p50 / p95 / p99 overall`, value: Math.round(overall?.p95 ?? 0), unit: 'ms (p95)', note: `p50 ${ms(overall?.p50 ?? 0)}, p99 ${ms(overall?.p99 ?? 0)}` },
  ];
  writeResult('load', figures, { duration, connections, physicians, listSize: LIST_SIZE, requests: result.requests.total, rps: result.requests.average, errors, statuses: Object.fromEntries(statuses), cpuSeconds: cpu, rows });
  failed = errors > 0;
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
