import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { hasFlag } from './args';
import { type Figure, readResult, scratchDir } from './results';
import { searchFigures } from './search-figures';
import { type StepOutcome, writeSummary } from './summary';

/**
 * `npm run bench [-- --load]`: the benchmark suite of issue 9 in sequence,
 * each step in its own process (the local stack's handlers read process.env,
 * so one stack per process): search at 250,000 profiles, Lambda bundles,
 * web JS, Lighthouse, export, the NPPES import, stack start; the 60-s load test only with
 * --load. Prints a summary and writes bench-results/latest.{json,md}.
 */
const steps: Array<{ bench: string; script: string; args?: string[]; figures: () => Figure[] }> = [
  { bench: 'search', script: 'scripts/bench/search.ts', figures: searchFigures },
  { bench: 'bundles', script: 'scripts/bench/bundles.ts', figures: () => readResult('bundles').figures },
  { bench: 'web', script: 'scripts/bench/web.ts', figures: () => readResult('web').figures },
  // Serves the web the step above built.
  { bench: 'lighthouse', script: 'scripts/bench/lighthouse.ts', figures: () => readResult('lighthouse').figures },
  { bench: 'export', script: 'scripts/bench/export.ts', figures: () => readResult('export').figures },
  // Issue 22: writing each export format in process (5,000 rows of CSV and Excel, 1,000 of PDF).
  { bench: 'export-formats', script: 'scripts/bench/export-formats.ts', figures: () => readResult('export-formats').figures },
  // Issue 16: parse + filter of a generated 1M-row NPPES file, and a slice imported into DynamoDB Local.
  { bench: 'nppes', script: 'scripts/bench/nppes.ts', figures: () => readResult('nppes').figures },
  { bench: 'stack-start', script: 'scripts/bench/stack-start.ts', figures: () => readResult('stack-start').figures },
  ...(hasFlag('load') ? [{ bench: 'load', script: 'scripts/bench/load.ts', figures: () => readResult('load').figures }] : []),
];

const outcomes: StepOutcome[] = [];
const figures: Figure[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.bench} ===`);
  // A stale result of an earlier run must not pass for this one's.
  rmSync(join(scratchDir, `${step.bench}.json`), { force: true });
  const began = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', step.script, ...(step.args ?? [])], { stdio: 'inherit' });
  // A load run with errors exits 1 but still wrote its figures, which show the errors.
  const ok = run.status === 0 || (step.bench === 'load' && run.status === 1);
  outcomes.push({ bench: step.bench, ok, seconds: (performance.now() - began) / 1000, command: `tsx ${step.script}` });
  if (ok) figures.push(...step.figures());
}
writeSummary(outcomes, figures);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
