import { columnsOf } from '../../functions/core/export-columns';
import type { ExportFormat } from '../../functions/core/export-formats';
import { exportRows } from '../../functions/exports/formats/export-rows';
import { renderExport } from '../../functions/exports/formats/render-export';
import { generatePhysicians } from '../seed/physicians';
import { numberArg } from './args';
import { type Figure, median, printFigures, writeResult } from './results';

/**
 * `tsx scripts/bench/export-formats.ts [--runs 5]`: the time to write one
 * export file in each format (issue 22), in process, from generated
 * profiles: 5,000 rows of CSV, Excel and Bullhorn (five 1,000-row files in a
 * zip), 1,000 rows of PDF table, 50 PDF profiles. The median of the runs
 * after one warm-up; the S3 upload and download are what scripts/bench/export.ts measures.
 */
const runs = numberArg('runs', 5);
const records = generatePhysicians(5000).map((p, i) => ({ ...p, id: `phy_${i}` }));
const now = new Date();

const cases: Array<{ format: ExportFormat; rows: number; targetMs?: number }> = [
  { format: 'csv', rows: 5000, targetMs: 3000 },
  { format: 'xlsx', rows: 5000, targetMs: 3000 },
  { format: 'pdf', rows: 1000, targetMs: 5000 },
  { format: 'pdf-profiles', rows: 50 },
  { format: 'bullhorn', rows: 5000 },
];

const figures: Figure[] = [];
const details: Record<string, { samplesMs: number[]; bytes: number }> = {};
for (const c of cases) {
  const rows = exportRows({
    records: records.slice(0, c.rows),
    columns: columnsOf(c.format === 'pdf' ? 'summary' : 'all'),
    title: 'Benchmark list',
    licensee: 'bench@example.com',
    day: now.toISOString().slice(0, 10),
    listEntry: () => ({ status: 'New', note: 'Left a voicemail; call back Tuesday morning' }),
  });
  const once = async () => {
    const began = performance.now();
    const file = await renderExport(c.format, rows, { listName: 'Benchmark list' }, now);
    return { ms: performance.now() - began, bytes: typeof file.body === 'string' ? Buffer.byteLength(file.body) : file.body.length };
  };
  await once();
  const samples: Array<{ ms: number; bytes: number }> = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  const ms = Math.round(median(samples.map((s) => s.ms)));
  details[c.format] = { samplesMs: samples.map((s) => Math.round(s.ms)), bytes: samples[0]?.bytes ?? 0 };
  figures.push({
    metric: `write ${c.rows.toLocaleString('en-US')} rows as ${c.format}, median of ${runs}`,
    value: ms,
    unit: 'ms',
    ...(c.targetMs ? { target: { op: '<' as const, value: c.targetMs } } : {}),
    note: `${Math.round((samples[0]?.bytes ?? 0) / 1024)} KB`,
  });
}
printFigures(figures);
writeResult('export-formats', figures, details);
