import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { type Figure, fmt, passes } from './results';

export interface StepOutcome {
  bench: string;
  ok: boolean;
  seconds: number;
  command: string;
}

const verdict = (f: Figure): string => {
  const p = passes(f);
  return p === null ? '' : p ? 'PASS' : 'MISS';
};

const table = (figures: Figure[]): string[] => [
  '| figure | value | target | result |',
  '|---|---|---|---|',
  ...figures.map((f) => `| ${f.metric}${f.note ? ` (${f.note})` : ''} | ${fmt(f.value)} ${f.unit} | ${f.target ? `${f.target.op} ${fmt(f.target.value)} ${f.unit}` : ''} | ${verdict(f)} |`),
];

/** Prints the summary and writes bench-results/latest.json and latest.md (the committed record). */
export const writeSummary = (steps: StepOutcome[], figures: Figure[]): void => {
  const at = new Date().toISOString();
  const machine = { node: process.version, arch: process.arch, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', loadAverage1m: Number((loadavg()[0] ?? 0).toFixed(1)) };
  const failed = steps.filter((s) => !s.ok);
  const lines = [
    `# Benchmark results (${at.slice(0, 10)})`,
    '',
    `Produced by \`npm run bench\` at ${at} on Node ${machine.node} ${machine.arch}, ${machine.cpus} CPUs (${machine.cpuModel}), 1-minute load average ${machine.loadAverage1m} at the end.`,
    '',
    ...table(figures),
    '',
    '| step | command | seconds | ran |',
    '|---|---|---|---|',
    ...steps.map((s) => `| ${s.bench} | \`${s.command}\` | ${s.seconds.toFixed(0)} | ${s.ok ? 'yes' : 'FAILED'} |`),
    '',
  ];
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', `${JSON.stringify({ at, machine, steps, figures: figures.map((f) => ({ ...f, result: verdict(f) || null })) }, null, 2)}\n`);
  writeFileSync('bench-results/latest.md', lines.join('\n'));
  console.log(`\n${lines.slice(4).join('\n')}`);
  if (failed.length) console.log(`Steps that failed: ${failed.map((s) => s.bench).join(', ')}`);
};
