import '../local/quiet-sdk';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { seedPhysicians } from './seed-writer';
import { tableFromEnv } from './table-env';

/**
 * `npm run seed -- --count 250000 [--seed 42] [--start 0] [--concurrency 8]`
 * Writes synthetic physicians to the table named by TABLE_NAME (AWS_REGION,
 * and DYNAMODB_ENDPOINT for DynamoDB Local). Same seed and start, same
 * people: an interrupted run resumes with --start. A running local stack
 * indexes what is in the table when it starts, so restart it to search them.
 */
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '42' },
    start: { type: 'string', default: '0' },
    concurrency: { type: 'string', default: '8' },
  },
});

const int = (name: string, v: string | undefined, min: number): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer of at least ${min}, got ${v}`);
  return n;
};

try {
  const count = int('count', values.count, 1);
  const seed = int('seed', values.seed, 0);
  const start = int('start', values.start, 0);
  const concurrency = int('concurrency', values.concurrency, 1);
  const table = tableFromEnv(process.env);
  console.log(`Seeding ${count.toLocaleString('en-US')} physicians (seed ${seed}, from index ${start}) into ${table.table}${table.endpoint ? ` at ${table.endpoint}` : ''}`);

  const started = Date.now();
  const bar = new SingleBar({
    format: '{bar} {percentage}% | {value}/{total} rows | {rate} rows/s | ETA {eta_formatted} | suppressed {suppressed}',
    etaBuffer: 50,
    hideCursor: true,
  });
  bar.start(count, 0, { rate: '0', suppressed: 0 });
  const result = await seedPhysicians({
    store: table.physicians,
    keyring: table.keyring,
    suppressedAmong: table.suppressedAmong,
    count,
    seed,
    start,
    concurrency,
    onProgress: ({ written, suppressed }) => {
      const rate = Math.round((written + suppressed) / Math.max((Date.now() - started) / 1000, 0.001));
      bar.update(written + suppressed, { rate: rate.toLocaleString('en-US'), suppressed });
    },
  });
  bar.stop();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Wrote ${result.written.toLocaleString('en-US')} physicians in ${seconds.toFixed(1)} s (${Math.round(result.written / seconds).toLocaleString('en-US')}/s); skipped ${result.suppressed} on the suppression list.`,
  );
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
