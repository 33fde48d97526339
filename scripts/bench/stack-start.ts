import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../local/ports';
import { launchStack } from './bench-stack';
import { descendantsOf, reap } from './process-tree';
import { type Figure, printFigures, scratchDir, writeResult } from './results';

/**
 * `tsx scripts/bench/stack-start.ts`: how long the local product takes to
 * start. startStack() with a fresh, in-memory data folder and 1,000
 * physicians (timed inside its process), then `npm start` itself (scripts/start.ts,
 * persistent DynamoDB) cold on a new DATA_DIR, and warm on the same one again.
 */
const START_TIMEOUT_MS = 240_000;

/** Wall time from spawning `npm start`'s script to its "ready" line, and the figure it reports itself. */
const timeNpmStart = async (dataDir: string): Promise<{ wallMs: number; reportedMs: number }> => {
  const began = performance.now();
  const env = { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('npm start was not ready within 4 minutes')), START_TIMEOUT_MS);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = out.match(/ready in ([\d.]+) s/);
        if (!m) return;
        clearTimeout(timer);
        resolve({ wallMs: performance.now() - began, reportedMs: Number(m[1]) * 1000 });
      });
      child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${out}`)));
    });
  } finally {
    const below = descendantsOf(child.pid ?? 0);
    child.kill('SIGTERM');
    await exited;
    await reap(below);
  }
};

const stack = await launchStack({ physicians: 1000, webRoot: join(scratchDir, 'web-dist') });
await stack.stop();

const dataDir = mkdtempSync(join(tmpdir(), 'pd-bench-start-'));
let cold: { wallMs: number; reportedMs: number };
let warm: { wallMs: number; reportedMs: number };
try {
  cold = await timeNpmStart(dataDir);
  warm = await timeNpmStart(dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const figures: Figure[] = [
  { metric: 'startStack() to ready, fresh in-memory data, 1,000 physicians, web built', value: Math.round(stack.readyMs), unit: 'ms' },
  { metric: 'npm start cold (new DATA_DIR, seeds 1,000 physicians), spawn to ready', value: Math.round(cold.wallMs), unit: 'ms', note: `reports ${cold.reportedMs / 1000} s` },
  { metric: 'npm start warm (same DATA_DIR), spawn to ready', value: Math.round(warm.wallMs), unit: 'ms', note: `reports ${warm.reportedMs / 1000} s` },
];
printFigures(figures);
writeResult('stack-start', figures, { startStackMs: stack.readyMs, cold, warm });
