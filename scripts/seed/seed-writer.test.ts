import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { emailHash } from '../../functions/core/suppression';
import { generatePhysicians } from './physicians';
import { seedPhysicians } from './seed-writer';
import { suppressedAmongVia } from './suppression-filter';
import { freshTable } from './test-table';

const asOf = new Date('2026-03-01T00:00:00.000Z');
const run = promisify(execFile);

describe('seedPhysicians with fakes', () => {
  it('writes every physician once, in batches of at most 25, and skips suppressed emails', async () => {
    const batches: PhysicianRecord[][] = [];
    const victim = generatePhysicians(1, 42, 17, asOf)[0];
    const email = victim?.personalEmail ?? victim?.workEmail ?? '';
    const hashes = new Set([emailHash(email.toUpperCase())]); // the hash ignores case, as removal requests do
    const progress: number[] = [];
    const result = await seedPhysicians({
      store: { putMany: async (r) => void batches.push([...r]) },
      suppressedAmong: suppressedAmongVia({ has: async (h) => hashes.has(h), add: async () => undefined }),
      count: 103,
      seed: 42,
      start: 0,
      asOf,
      onProgress: ({ written, suppressed }) => progress.push(written + suppressed),
    });
    const ids = batches.flat().map((r) => r.id);
    expect(result).toEqual({ written: 102, suppressed: 1 });
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(25);
    expect(new Set(ids).size).toBe(102);
    expect(ids).not.toContain(victim?.id);
    expect(progress.at(-1)).toBe(103);
  });
});

describe('seedPhysicians against DynamoDB Local', () => {
  let table: Awaited<ReturnType<typeof freshTable>>;
  beforeAll(async () => {
    table = await freshTable('seed-test');
  });

  it('stores what the generator made, concurrently, and leaves out suppressed physicians', async () => {
    const expected = generatePhysicians(120, 9, 1000, asOf);
    const removed = expected.find((p) => p.personalEmail);
    await table.suppression.add(emailHash(removed?.personalEmail ?? ''));
    const result = await seedPhysicians({ store: table.physicians, suppressedAmong: table.suppressedAmong, count: 120, seed: 9, start: 1000, concurrency: 8, asOf });
    expect(result).toEqual({ written: 119, suppressed: 1 });
    const stored = await table.physicians.getMany(expected.map((p) => p.id));
    expect(stored).toEqual(expected.filter((p) => p.id !== removed?.id));
  });

  it('finds suppressed hashes in batches larger than one BatchGetItem', async () => {
    const hashes = Array.from({ length: 230 }, (_, i) => emailHash(`someone${i}@example.com`));
    await table.suppression.add(hashes[5] as string);
    await table.suppression.add(hashes[150] as string);
    expect(await table.suppressedAmong(hashes)).toEqual(new Set([hashes[5], hashes[150]]));
  });
});

describe('npm run seed', () => {
  it('seeds the table named by the environment and says how fast', async () => {
    const table = await freshTable('seed-cli');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/seed/seed-physicians.ts', '--count', '60', '--seed', '3'], {
      env: { ...process.env, ...table.env },
    });
    expect(stdout).toMatch(/Wrote 60 physicians in [\d.]+ s \([\d,]+\/s\); skipped 0/);
    expect(await table.physicians.getMany(generatePhysicians(60, 3, 0).map((p) => p.id))).toHaveLength(60);
  });
});
