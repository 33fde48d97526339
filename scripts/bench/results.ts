import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Target {
  op: '<' | '<=' | '>=';
  value: number;
}

/** One number of the suite; a figure with a target is a PASS or a MISS, one without is context. */
export interface Figure {
  metric: string;
  value: number;
  unit: string;
  target?: Target;
  note?: string;
}

export interface BenchResult {
  bench: string;
  at: string;
  figures: Figure[];
  details?: unknown;
}

/** Scratch output of each bench script (git-ignored); run-all gathers them into bench-results/. */
export const scratchDir = '.bench';

export const passes = (f: Figure): boolean | null => {
  if (!f.target) return null;
  const { op, value } = f.target;
  return op === '<' ? f.value < value : op === '<=' ? f.value <= value : f.value >= value;
};

export const writeResult = (bench: string, figures: Figure[], details?: unknown): BenchResult => {
  const result: BenchResult = { bench, at: new Date().toISOString(), figures, details };
  mkdirSync(scratchDir, { recursive: true });
  writeFileSync(join(scratchDir, `${bench}.json`), JSON.stringify(result, null, 2));
  return result;
};

export const readResult = (bench: string): BenchResult => JSON.parse(readFileSync(join(scratchDir, `${bench}.json`), 'utf8')) as BenchResult;

export const fmt = (n: number): string => (Number.isInteger(n) ? n.toLocaleString('en-US') : n < 10 ? n.toFixed(2) : n.toFixed(1));

export const printFigures = (figures: Figure[]): void => {
  for (const f of figures) {
    const verdict = passes(f);
    const target = f.target ? ` (target ${f.target.op} ${fmt(f.target.value)} ${f.unit})` : '';
    const tag = verdict === null ? '' : verdict ? '  PASS' : '  MISS';
    console.log(`${f.metric}: ${fmt(f.value)} ${f.unit}${target}${tag}${f.note ? `  [${f.note}]` : ''}`);
  }
};

/** Middle of the sorted samples (lower middle for an even count). */
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] ?? 0;
};
