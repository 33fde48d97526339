import type { ExportResult } from '../../functions/core/schemas/exports';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { numberArg } from './args';
import { apiJson, launchStack } from './bench-stack';
import { median, printFigures, writeResult } from './results';

/**
 * `tsx scripts/bench/export.ts [--runs 5]`: POST /api/exports with 500 ids as
 * the premium recruiter, then download the CSV behind the signed URL; the
 * median of the runs (after one warm-up) against the 1 s target.
 */
const runs = numberArg('runs', 5);
const ROWS = 500;

// The fair-use cap counts rows per day; the warm-up and the runs export several thousand.
const stack = await launchStack({ physicians: 1000, env: { EXPORT_DAILY_CAP: '1000000' } });
try {
  const token = await stack.signIn('premium recruiter');
  const { ids } = await apiJson<PhysicianIdsResult>(stack.url, '/api/physicians/ids', token);
  if (ids.length < ROWS) throw new Error(`Only ${ids.length} ids to export`);
  const physicianIds = ids.slice(0, ROWS);

  const once = async (): Promise<number> => {
    const began = performance.now();
    const result = await apiJson<ExportResult>(stack.url, '/api/exports', token, { method: 'POST', body: { physicianIds } });
    const file = await fetch(result.url);
    const csv = await file.text();
    const elapsed = performance.now() - began;
    const rows = csv.trimEnd().split('\n').length - 1;
    if (!file.ok || result.count !== ROWS) throw new Error(`Export gave ${file.status}, count ${result.count}, ${rows} CSV lines`);
    return elapsed;
  };

  await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  const figures = [{ metric: `export ${ROWS} profiles incl. download, median of ${runs}`, value: Math.round(median(samples)), unit: 'ms', target: { op: '<=' as const, value: 1000 } }];
  printFigures(figures);
  writeResult('export', figures, { samplesMs: samples.map(Math.round) });
} finally {
  await stack.stop();
}
