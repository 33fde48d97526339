import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { PhysicianStore } from '../../functions/core/ports';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { emailHash } from '../../functions/core/suppression';
import { suppressedAmongVia } from '../seed/suppression-filter';
import type { RejectedRow } from './reject-report';
import { ImportFileError, runImport } from './run-import';

const sample = 'scripts/import/sample-candidates.csv';

/** An in-memory PhysicianStore: the importer needs only getMany and putMany. */
const memoryStore = () => {
  const rows = new Map<string, PhysicianRecord>();
  const store: Pick<PhysicianStore, 'getMany' | 'putMany'> = {
    getMany: async (ids) => ids.flatMap((id) => rows.get(id) ?? []),
    putMany: async (records) => {
      for (const r of records) rows.set(r.id, r);
    },
  };
  return { rows, store };
};

const csv = (lines: string[]) => Readable.from([lines.join('\n')]);
const header = 'Contactfirstname,Contactlastname,specialty,Contactcity,Contactstate,Personalemail,Contacttitle';

describe('runImport', () => {
  it('imports the valid rows of the sample and reports the two bad ones with their lines and reasons', async () => {
    const { rows, store } = memoryStore();
    const rejected: RejectedRow[] = [];
    const summary = await runImport({ input: createReadStream(sample), store, onReject: (r) => void rejected.push(r) });
    expect(summary).toEqual({ read: 10, valid: 8, imported: 8, updated: 0, rejected: 2, suppressed: 0, ignoredColumns: [] });
    expect(rows.size).toBe(8);
    expect(rejected.map((r) => [r.line, r.reasons])).toEqual([
      [10, ['Contactlastname is required', 'Personalemail is not a valid email address']],
      [11, ['Contactstate is not a US state code or name: Narnia', 'Contactphone needs at least 10 digits', 'Contactlinkedinurl is not a LinkedIn URL', 'NPI fails its check digit']],
    ]);
    expect(rejected[0]?.cells[4]).toBe('=HYPERLINK("http://evil.example.com")');
    expect([...rows.values()].every((r) => r.source === 'import' && r.id.startsWith('imp_'))).toBe(true);
  });

  it('refuses a file without the required columns, naming them', async () => {
    await expect(runImport({ input: csv(['Contactfirstname,specialty,Contactstate', 'Ada,Cardiology,MA']) })).rejects.toThrow(ImportFileError);
    await expect(runImport({ input: csv(['Contactfirstname,specialty,Contactstate', 'Ada,Cardiology,MA']) })).rejects.toThrow(/Contactlastname, Contactcity/);
    await expect(runImport({ input: csv(['']) })).rejects.toThrow(/empty/);
  });

  it('keeps one profile for a physician repeated in the file, the later row winning, across batch boundaries', async () => {
    const { rows, store } = memoryStore();
    const filler = Array.from({ length: 40 }, (_, i) => `P${i},Filler,Cardiology,Boston,MA,p${i}@example.com,Staff`);
    const lines = [header, 'Ada,Lovelace,Cardiology,Boston,MA,ada@example.com,First', ...filler, 'Ada,Lovelace,Cardiology,Boston,MA,ADA@example.com,Second', 'Ada,Lovelace,Cardiology,Boston,MA,ada@example.com,Third'];
    const summary = await runImport({ input: csv(lines), store, concurrency: 4 });
    expect(summary).toMatchObject({ read: 43, imported: 41, updated: 2 });
    expect(rows.size).toBe(41);
    expect([...rows.values()].find((r) => r.firstName === 'Ada')?.title).toBe('Third');
  });

  it('skips rows whose email is on the suppression list and counts them', async () => {
    const { rows, store } = memoryStore();
    const suppressed = new Set([emailHash('Gone@Example.com')]);
    const summary = await runImport({
      input: csv([header, 'Ada,Lovelace,Cardiology,Boston,MA,ada@example.com,', 'Gone,Away,Cardiology,Boston,MA,gone@example.com,']),
      store,
      suppressedAmong: suppressedAmongVia({ has: async (h) => suppressed.has(h), add: async () => undefined }),
    });
    expect(summary).toMatchObject({ read: 2, imported: 1, suppressed: 1 });
    expect([...rows.values()].map((r) => r.firstName)).toEqual(['Ada']);
  });

  it('only validates in a dry run', async () => {
    const summary = await runImport({ input: createReadStream(sample) });
    expect(summary).toMatchObject({ read: 10, valid: 8, imported: 0, updated: 0, rejected: 2 });
  });
});
