import '../local/quiet-sdk';
import { createReadStream, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { tableFromEnv } from '../seed/table-env';
import { rejectReport } from './reject-report';
import { runImport } from './run-import';

/**
 * `npm run import -- vendor.csv [--report rejected.csv] [--dry-run] [--concurrency 8]`
 * Imports a vendor file with the spec's `candidates` columns into the table
 * named by TABLE_NAME (AWS_REGION, DYNAMODB_ENDPOINT for DynamoDB Local;
 * the HMAC key from APP_SECRET or APP_SECRET_ARN, locally the data folder's).
 * Rejected rows and their reasons go to the report (by default next to the
 * file, as <name>.rejected.csv). --dry-run only validates: it needs no table
 * and writes nothing but the report.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    report: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '8' },
  },
});

try {
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('Usage: npm run import -- path/to/file.csv [--report rejected.csv] [--dry-run]');
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`--concurrency must be a positive integer, got ${values.concurrency}`);
  const dryRun = values['dry-run'];
  const reportPath = values.report ?? join(dirname(file), `${basename(file, extname(file))}.rejected.csv`);
  const table = dryRun ? undefined : tableFromEnv(process.env);
  console.log(dryRun ? `Validating ${file} (dry run: nothing is written to the table)` : `Importing ${file} into ${table?.table}${table?.endpoint ? ` at ${table.endpoint}` : ''}`);

  const input = createReadStream(file);
  const bar = new SingleBar({ format: '{bar} {percentage}% | {rows} rows | {rate} rows/s | ETA {eta_formatted} | rejected {rejected}', hideCursor: true });
  const size = statSync(file).size;
  bar.start(size, 0, { rows: 0, rate: 0, rejected: 0 });
  const started = Date.now();
  let report: ReturnType<typeof rejectReport> | undefined;
  const summary = await runImport({
    input,
    ...(table ? { store: table.physicians, keyring: table.keyring, suppressedAmong: table.suppressedAmong } : {}),
    concurrency,
    onHeader: (header) => {
      report = rejectReport(reportPath, header);
    },
    onReject: (row) => report?.add(row),
    onProgress: (s) => {
      const rate = Math.round(s.read / Math.max((Date.now() - started) / 1000, 0.001));
      bar.update(input.bytesRead, { rows: s.read, rate, rejected: s.rejected });
    },
  })
    .then((s) => {
      bar.update(size);
      return s;
    })
    .finally(async () => {
      bar.stop();
      // Closed on failure too, so the rows rejected before the error are on disk.
      await report?.close();
    });
  const reported = summary.rejected;

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [
    `Read ${summary.read} rows in ${seconds} s.`,
    dryRun ? `  valid:      ${summary.valid} (not written: dry run)` : `  imported:   ${summary.imported} new`,
    ...(dryRun ? [] : [`  updated:    ${summary.updated}`, `  suppressed: ${summary.suppressed} (on the removal list, skipped)`]),
    `  rejected:   ${summary.rejected}${reported ? ` → ${reportPath}` : ''}`,
    ...(summary.ignoredColumns.length ? [`  ignored columns: ${summary.ignoredColumns.join(', ')}`] : []),
  ];
  console.log(lines.join('\n'));
  if (!dryRun && summary.imported + summary.updated > 0) {
    console.log('In AWS the table stream updates the search index; a local stack indexes the table when it starts.');
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
