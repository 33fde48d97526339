import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentPhysicianId } from '../../functions/core/ids';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { emailHash } from '../../functions/core/suppression';
import { identityKey } from '../import/identity';
import { memoryPhysicianStore, testKeyring } from '../../test/support/memory-physician-store';
import { generatePhysicians } from './physicians';
import { seedPhysicians } from './seed-writer';
import { suppressedAmongVia } from './suppression-filter';
import { freshTable } from './test-table';

const asOf = new Date('2026-03-01T00:00:00.000Z');
const run = promisify(execFile);
const byNpi = (a: { npi?: string }, b: { npi?: string }) => (a.npi ?? '').localeCompare(b.npi ?? '');
// The store adds the search version on every write (core/physician-version.ts); the generator knows nothing of it.
const withoutId = ({ id: _id, version: _v, ...rest }: PhysicianRecord) => rest;
const all = async (t: Awaited<ReturnType<typeof freshTable>>) => {
  const out: PhysicianRecord[] = [];
  await t.physicians.scanAll((page) => void out.push(...page));
  return out.sort(byNpi);
};

describe('seedPhysicians with fakes', () => {
  it('writes every physician once, in batches of at most 25, and skips suppressed emails', async () => {
    const { batches, store } = memoryPhysicianStore();
    const victim = generatePhysicians(1, 42, 17, asOf)[0];
    const email = victim?.personalEmail ?? victim?.workEmail ?? '';
    const hashes = new Set([emailHash(email.toUpperCase())]); // the hash ignores case, as removal requests do
    const progress: number[] = [];
    const result = await seedPhysicians({
      store,
      keyring: testKeyring(),
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
    expect(batches.flat().map((r) => r.npi)).not.toContain(victim?.npi);
    expect(ids.every((id) => currentPhysicianId.test(id))).toBe(true);
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
    const options = { store: table.physicians, keyring: table.keyring, suppressedAmong: table.suppressedAmong, count: 120, seed: 9, start: 1000, concurrency: 8, asOf };
    const result = await seedPhysicians(options);
    expect(result).toEqual({ written: 119, suppressed: 1 });
    const stored = await all(table);
    expect(stored.map(withoutId)).toEqual(expected.filter((p) => p.npi !== removed?.npi).sort(byNpi));
    expect(stored.every((r) => currentPhysicianId.test(r.id))).toBe(true);
    // Seeding again finds every person by their identity: the same ids, no duplicates.
    await seedPhysicians(options);
    expect((await all(table)).map((r) => r.id)).toEqual(stored.map((r) => r.id));
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
    const ids = await table.physicians.idsOfIdentities(await Promise.all(generatePhysicians(60, 3, 0).map((p) => table.keyring.hmac('physician-identity', identityKey(p)))));
    expect(await table.physicians.getMany([...ids.values()])).toHaveLength(60);
  });
});
