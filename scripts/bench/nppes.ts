import '../local/quiet-sdk';
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { ensureTable, startDynamo } from '../local/dynamodb';
import { freePort } from '../local/ports';
import { generatedLines } from '../import/nppes/generate-nppes';
import { runNppesImport } from '../import/nppes/run-nppes-import';
import { removeEverywhereIn } from '../import/nppes/table-removal';
import { tableFromEnv } from '../seed/table-env';
import { hasFlag, numberArg } from './args';
import { type Figure, fmt, printFigures, scratchDir, writeResult } from './results';

/**
 * `npm run bench:nppes [-- --rows 1000000 --import-rows 50000]`: issue 16's
 * NPPES targets on a generated file in the real layout (cached under
 * .bench/): parse + filter throughput (>= 20,000 rows/s) and peak RSS
 * (< 500 MB) in a process of their own, then the full import of the file's
 * first --import-rows rows into an in-memory DynamoDB Local, and once more to
 * show a re-run writes nothing. The whole million is not written: DynamoDB
 * Local on this machine would take the better part of an hour for it.
 */
const rows = numberArg('rows', 1_000_000);
const importRows = numberArg('import-rows', 50_000);

const generate = async (count: number): Promise<string> => {
  mkdirSync(scratchDir, { recursive: true });
  const file = join(scratchDir, `nppes-${count}.csv`);
  if (existsSync(file)) return file;
  const began = performance.now();
  const tmp = `${file}.part`;
  const out = createWriteStream(tmp);
  for (const line of generatedLines(count)) if (!out.write(line)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  renameSync(tmp, file);
  console.log(`Generated ${fmt(count)} rows (${fmt(Math.round(statSync(file).size / 1e6))} MB) in ${((performance.now() - began) / 1000).toFixed(1)} s → ${file}`);
  return file;
};

/** The child: parse and filter only, then report its own rate and peak RSS (so generation's memory is not counted). */
if (hasFlag('parse-only')) {
  const file = process.argv[process.argv.indexOf('--parse-only') + 1] as string;
  const began = performance.now();
  const s = await runNppesImport({ input: createReadStream(file, { highWaterMark: 1 << 20 }) });
  const seconds = (performance.now() - began) / 1000;
  process.stdout.write(JSON.stringify({ read: s.read, kept: s.kept, seconds, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

const file = await generate(rows);
const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/nppes.ts', '--parse-only', file], { encoding: 'utf8', maxBuffer: 1 << 20 });
if (child.status !== 0) throw new Error(`Parse run failed: ${child.stderr}`);
const parsed = JSON.parse(child.stdout.trim().split('\n').at(-1) as string) as { read: number; kept: number; seconds: number; maxRssMb: number };

const slice = await generate(importRows);
const port = await freePort();
const dynamo = await startDynamo(port, null);
let imported: { first: number; second: number; written: number; rewritten: number; kept: number };
try {
  const env = { TABLE_NAME: 'nppes-bench', AWS_REGION: 'us-east-1', DYNAMODB_ENDPOINT: dynamo.endpoint, APP_SECRET: 'bench-secret-of-at-least-thirty-two-chars' };
  await ensureTable(dynamo.endpoint, env.TABLE_NAME);
  const t = tableFromEnv(env);
  const run = async () => {
    const began = performance.now();
    const s = await runNppesImport({ input: createReadStream(slice), store: t.physicians, keyring: t.keyring, suppressedAmong: t.suppressedAmong, removeEverywhere: removeEverywhereIn(t) });
    return { s, seconds: (performance.now() - began) / 1000 };
  };
  const a = await run();
  const b = await run();
  imported = { first: a.seconds, second: b.seconds, written: a.s.created + a.s.updated, rewritten: b.s.created + b.s.updated, kept: a.s.kept };
} finally {
  dynamo.process.kill();
}
if (hasFlag('clean')) rmSync(file, { force: true });

const figures: Figure[] = [
  { metric: `NPPES parse + filter, ${fmt(parsed.read)} generated rows (${fmt(parsed.kept)} physicians kept)`, value: Math.round(parsed.read / parsed.seconds), unit: 'rows/s', target: { op: '>=', value: 20_000 } },
  { metric: 'NPPES parse + filter, peak RSS', value: Math.round(parsed.maxRssMb), unit: 'MB', target: { op: '<', value: 500 } },
  { metric: `NPPES full import into DynamoDB Local, first ${fmt(importRows)} rows (${fmt(imported.written)} profiles written)`, value: Math.round(importRows / imported.first), unit: 'rows/s', note: `${imported.first.toFixed(1)} s` },
  { metric: 'NPPES re-import of the same rows: profiles written', value: imported.rewritten, unit: 'profiles', target: { op: '<=', value: 0 }, note: `${imported.second.toFixed(1)} s` },
];
printFigures(figures);
writeResult('nppes', figures, { rows, importRows, parse: parsed, import: imported });
