import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoListStore } from '../../../functions/adapters/aws/dynamo-list-store';
import type { PhysicianRecord } from '../../../functions/core/schemas/physician';
import { freshTable } from '../../seed/test-table';
import { generatedLines, npiOf, nppesFile, physicianRow } from './generate-nppes';
import { runNppesImport } from './run-nppes-import';
import { removeEverywhereIn } from './table-removal';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'nppes-'));

const all = async (t: Awaited<ReturnType<typeof freshTable>>) => {
  const out: PhysicianRecord[] = [];
  await t.physicians.scanAll((page) => void out.push(...page));
  return out.sort((a, b) => a.id.localeCompare(b.id));
};

describe('npm run import:nppes against DynamoDB Local', () => {
  let table: Awaited<ReturnType<typeof freshTable>>;
  beforeAll(async () => {
    table = await freshTable('nppes-cli');
  });

  it('imports a generated file, and a second run of it changes nothing, not even versions', async () => {
    const file = join(dir, 'npidata_pfile.csv');
    writeFileSync(file, [...generatedLines(600, 7)].join(''));
    const cli = () => run(process.execPath, ['--import', 'tsx', 'scripts/import/nppes/import-nppes.ts', file], { env: { ...process.env, ...table.env } });
    const first = await cli();
    const kept = Number(/physicians: +(\d+)/.exec(first.stdout)?.[1]);
    expect(kept).toBeGreaterThan(50);
    expect(first.stdout).toMatch(new RegExp(`new: +${kept}\\b`));
    expect(first.stdout).toMatch(/skipped: +\d+ organizations, \d+ non-physicians/);
    const before = await all(table);
    expect(before).toHaveLength(kept);

    const second = await cli();
    expect(second.stdout).toMatch(/new: +0\b/);
    expect(second.stdout).toMatch(/updated: +0\b/);
    expect(second.stdout).toMatch(new RegExp(`unchanged: +${kept}\\b`));
    expect(await all(table)).toEqual(before);
  });

  it('takes a deactivated NPI out of the lists that hold it as well as the directory', async () => {
    const t = await freshTable('nppes-deactivate');
    const lists = dynamoListStore(t.db, t.table);
    const deps = { store: t.physicians, keyring: t.keyring, suppressedAmong: t.suppressedAmong, removeEverywhere: removeEverywhereIn(t) };
    await runNppesImport({ input: Readable.from([nppesFile([physicianRow(1), physicianRow(2)])]), ...deps });
    const profiles = await all(t);
    const [one, two] = [1, 2].map((n) => profiles.find((r) => r.npi === npiOf(n)) as PhysicianRecord) as [PhysicianRecord, PhysicianRecord];
    const at = new Date().toISOString();
    await lists.create({ id: 'list-1', userId: 'user-1', name: 'Cardiology leads', description: null, createdAt: at, updatedAt: at }, 200);
    await lists.addMembers('user-1', 'list-1', [one.id, two.id], at, 1000);

    const summary = await runNppesImport({ input: Readable.from([nppesFile([{ NPI: npiOf(1), 'NPI Deactivation Date': '03/15/2026' }])]), ...deps });
    expect(summary.deactivated).toBe(1);
    expect((await all(t)).map((r) => r.id)).toEqual([two.id]);
    expect(await lists.memberIds('user-1', 'list-1')).toEqual([two.id]);
    expect((await lists.get('user-1', 'list-1'))?.physicianCount).toBe(1);
  });
});
