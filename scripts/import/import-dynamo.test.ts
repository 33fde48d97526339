import { execFile } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { currentPhysicianId } from '../../functions/core/ids';
import { emailHash } from '../../functions/core/suppression';
import { freshTable } from '../seed/test-table';
import { physicianIdentity } from './identity';
import { runImport } from './run-import';

const sample = 'scripts/import/sample-candidates.csv';
const run = promisify(execFile);

const all = async (t: Awaited<ReturnType<typeof freshTable>>) => {
  const out: PhysicianRecord[] = [];
  await t.physicians.scanAll((page) => void out.push(...page));
  return out.sort((a, b) => a.id.localeCompare(b.id));
};

describe('importing into DynamoDB Local', () => {
  let table: Awaited<ReturnType<typeof freshTable>>;
  beforeAll(async () => {
    table = await freshTable('import-test');
  });

  it('is idempotent: a second import updates the same profiles, keeps createdAt and bumps updatedAt', async () => {
    const deps = { store: table.physicians, keyring: table.keyring, suppressedAmong: table.suppressedAmong };
    const first = await runImport({ input: createReadStream(sample), ...deps, now: () => new Date('2026-01-01T00:00:00.000Z') });
    const before = await all(table);
    const second = await runImport({ input: createReadStream(sample), ...deps, now: () => new Date('2026-02-01T00:00:00.000Z') });
    const after = await all(table);

    expect(first).toMatchObject({ imported: 8, updated: 0, rejected: 2 });
    expect(second).toMatchObject({ imported: 0, updated: 8, rejected: 2 });
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(after).toHaveLength(8);
    for (const r of after) {
      expect(r.createdAt).toBe('2026-01-01T00:00:00.000Z');
      expect(r.updatedAt).toBe('2026-02-01T00:00:00.000Z');
    }
    expect(after.map(({ updatedAt: _u, version: _v, ...rest }) => rest)).toEqual(before.map(({ updatedAt: _u, version: _v, ...rest }) => rest));
    // Each write of a profile carries a higher version, so its search document replaces the older one.
    after.forEach((r, i) => expect(r.version).toBeGreaterThan(before[i]?.version ?? Number.POSITIVE_INFINITY));
  });

  it('skips a physician whose email was suppressed, even one already imported', async () => {
    const other = await freshTable('import-suppression');
    await other.suppression.add(emailHash('maria.alvarez@example.com'));
    const summary = await runImport({ input: createReadStream(sample), store: other.physicians, keyring: other.keyring, suppressedAmong: other.suppressedAmong });
    expect(summary).toMatchObject({ imported: 7, suppressed: 1 });
    expect((await all(other)).map((r) => r.firstName)).not.toContain('Maria');
  });

  it('ends with one profile per person when two imports of the same file run at once', async () => {
    const racing = await freshTable('import-race');
    const deps = { store: racing.physicians, keyring: racing.keyring };
    const [a, b] = await Promise.all([runImport({ input: createReadStream(sample), ...deps }), runImport({ input: createReadStream(sample), ...deps })]);
    expect(a.imported + b.imported).toBe(8);
    expect(a.updated + b.updated).toBe(8);
    const profiles = await all(racing);
    expect(profiles).toHaveLength(8);
    expect(profiles.every((r) => currentPhysicianId.test(r.id))).toBe(true);
  });

  it('forgets a removed person: their identity item goes with the profile, so a later import gives a new id', async () => {
    const t = await freshTable('import-removal');
    const deps = { store: t.physicians, keyring: t.keyring };
    await runImport({ input: createReadStream(sample), ...deps });
    const maria = (await all(t)).find((r) => r.personalEmail === 'maria.alvarez@example.com');
    const identity = await physicianIdentity(t.keyring, maria as PhysicianRecord);
    expect((await t.physicians.idsOfIdentities([identity])).get(identity)).toBe(maria?.id);

    await t.physicians.deleteMany(await t.physicians.idsByEmail('maria.alvarez@example.com'));
    expect((await t.physicians.idsOfIdentities([identity])).size).toBe(0);
    expect(await all(t)).toHaveLength(7);

    await runImport({ input: createReadStream(sample), ...deps });
    const back = (await all(t)).find((r) => r.personalEmail === 'maria.alvarez@example.com');
    expect(back?.id).toMatch(currentPhysicianId);
    expect(back?.id).not.toBe(maria?.id);
  });

  it('runs as `npm run import` does: progress, summary, and the rejected rows in the report', async () => {
    const cli = await freshTable('import-cli');
    const report = join(mkdtempSync(join(tmpdir(), 'import-cli-')), 'rejected.csv');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/import/import-physicians.ts', sample, '--report', report], { env: { ...process.env, ...cli.env } });
    expect(stdout).toMatch(/Read 10 rows/);
    expect(stdout).toMatch(/imported: +8 new/);
    expect(stdout).toMatch(/rejected: +2/);
    const rows = parse(readFileSync(report, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.line)).toEqual(['10', '11']);
    expect(rows[0]?.Companyname).toBe(`'=HYPERLINK("http://evil.example.com")`);
    expect(await all(cli)).toHaveLength(8);
  });
});
