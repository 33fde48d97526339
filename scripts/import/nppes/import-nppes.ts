import '../../local/quiet-sdk';
import { createReadStream, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { tableFromEnv } from '../../seed/table-env';
import { rejectReport } from '../reject-report';
import { runNppesImport } from './run-nppes-import';
import { removeEverywhereIn } from './table-removal';

/**
 * `npm run import:nppes -- npidata_pfile_20250101-20250112.csv [--report rejected.csv] [--dry-run] [--concurrency 8]`
 * Imports the CMS NPPES data file (monthly full or weekly incremental) into
 * the table named by TABLE_NAME, as `npm run import` does a vendor file
 * (same env: AWS_REGION, DYNAMODB_ENDPOINT, APP_SECRET/APP_SECRET_ARN).
 * --dry-run parses and filters only, writing nothing but the report.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { report: { type: 'string' }, 'dry-run': { type: 'boolean', default: false }, concurrency: { type: 'string', default: '8' } },
});

try {
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('Usage: npm run import:nppes -- path/to/npidata_pfile.csv [--report rejected.csv] [--dry-run] [--concurrency 8]');
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`--concurrency must be a positive integer, got ${values.concurrency}`);
  const dryRun = values['dry-run'];
  const reportPath = values.report ?? join(dirname(file), `${basename(file).replace(/\.csv$/i, '')}.rejected.csv`);
  const table = dryRun ? undefined : tableFromEnv(process.env);
  console.log(dryRun ? `Reading ${file} (dry run: nothing is written)` : `Importing ${file} into ${table?.table}${table?.endpoint ? ` at ${table.endpoint}` : ''}`);

  const size = statSync(file).size;
  const input = createReadStream(file, { highWaterMark: 1 << 20 });
  const bar = new SingleBar({ format: '{bar} {percentage}% | read {read} | kept {kept} | written {written} | {rate} rows/s | ETA {eta_formatted}', hideCursor: true, etaBuffer: 50 });
  bar.start(size, 0, { read: 0, kept: 0, written: 0, rate: 0 });
  const started = Date.now();
  let report: ReturnType<typeof rejectReport> | undefined;
  const summary = await runNppesImport({
    input,
    ...(table ? { store: table.physicians, keyring: table.keyring, suppressedAmong: table.suppressedAmong, removeEverywhere: removeEverywhereIn(table) } : {}),
    concurrency,
    onHeader: (columns) => {
      report = rejectReport(reportPath, columns);
    },
    onReject: (row) => report?.add(row),
    onProgress: (s) => {
      const rate = Math.round(s.read / Math.max((Date.now() - started) / 1000, 0.001));
      bar.update(input.bytesRead, { read: s.read, kept: s.kept, written: s.created + s.updated, rate });
    },
  })
    .then((s) => (bar.update(size), s))
    .finally(async () => {
      bar.stop();
      await report?.close();
    });

  const seconds = (Date.now() - started) / 1000;
  const { skipped: k } = summary;
  console.log(
    [
      `Read ${summary.read} rows in ${seconds.toFixed(1)} s (${Math.round(summary.read / Math.max(seconds, 0.001))} rows/s).`,
      `  physicians:  ${summary.kept}`,
      ...(dryRun
        ? []
        : [
            `  new:        ${summary.created}`,
            `  updated:    ${summary.updated}`,
            `  unchanged:  ${summary.unchanged} (not written)`,
            `  suppressed: ${summary.suppressed} (on the removal list, skipped)`,
            `  deactivated: ${summary.deactivated} profiles removed (NPI deactivated)`,
          ]),
      `  skipped:    ${k.organization} organizations, ${k.notPhysician} non-physicians, ${k.outsideUs} outside the U.S.`,
      `  rejected:   ${summary.rejected}${summary.rejected ? ` → ${reportPath}` : ''}`,
    ].join('\n'),
  );
  if (!dryRun && summary.created + summary.updated + summary.deactivated > 0) {
    console.log('In AWS the table stream updates the search index; a local stack indexes the table when it starts.');
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
