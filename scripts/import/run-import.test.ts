import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { currentPhysicianId } from '../../functions/core/ids';
import { emailHash } from '../../functions/core/suppression';
import { memoryPhysicianStore, testKeyring } from '../../test/support/memory-physician-store';
import { suppressedAmongVia } from '../seed/suppression-filter';
import type { RejectedRow } from './reject-report';
import { ImportFileError, runImport } from './run-import';

const sample = 'scripts/import/sample-candidates.csv';

const keyring = testKeyring();
const memoryStore = () => {
  const m = memoryPhysicianStore();
  return { ...m, target: { store: m.store, keyring } };
};

const csv = (lines: string[]) => Readable.from([lines.join('\n')]);
const header = 'Contactfirstname,Contactlastname,specialty,Contactcity,Contactstate,Personalemail,Contacttitle';

describe('runImport', () => {
  it('imports the valid rows of the sample and reports the two bad ones with their lines and reasons', async () => {
    const { rows, target } = memoryStore();
    const rejected: RejectedRow[] = [];
    const summary = await runImport({ input: createReadStream(sample), ...target, onReject: (r) => void rejected.push(r) });
    expect(summary).toEqual({ read: 10, valid: 8, imported: 8, updated: 0, rejected: 2, suppressed: 0, ignoredColumns: [] });
    expect(rows.size).toBe(8);
    expect(rejected.map((r) => [r.line, r.reasons])).toEqual([
      [10, ['Contactlastname is required', 'Personalemail is not a valid email address']],
      [11, ['Contactstate is not a US state code or name: Narnia', 'Contactphone needs at least 10 digits', 'Contactlinkedinurl is not a LinkedIn URL', 'NPI fails its check digit']],
    ]);
    expect(rejected[0]?.cells[4]).toBe('=HYPERLINK("http://evil.example.com")');
    expect([...rows.values()].every((r) => r.source === 'import' && currentPhysicianId.test(r.id))).toBe(true);
  });

  it('refuses a file without the required columns, naming them', async () => {
    await expect(runImport({ input: csv(['Contactfirstname,specialty,Contactstate', 'Ada,Cardiology,MA']) })).rejects.toThrow(ImportFileError);
    await expect(runImport({ input: csv(['Contactfirstname,specialty,Contactstate', 'Ada,Cardiology,MA']) })).rejects.toThrow(/Contactlastname, Contactcity/);
    await expect(runImport({ input: csv(['']) })).rejects.toThrow(/empty/);
  });

  it('keeps one profile for a physician repeated in the file, the later row winning, across batch boundaries', async () => {
    const { rows, target } = memoryStore();
    const filler = Array.from({ length: 40 }, (_, i) => `P${i},Filler,Cardiology,Boston,MA,p${i}@example.com,Staff`);
    const lines = [header, 'Ada,Lovelace,Cardiology,Boston,MA,ada@example.com,First', ...filler, 'Ada,Lovelace,Cardiology,Boston,MA,ADA@example.com,Second', 'Ada,Lovelace,Cardiology,Boston,MA,ada@example.com,Third'];
    const summary = await runImport({ input: csv(lines), ...target, concurrency: 4 });
    expect(summary).toMatchObject({ read: 43, imported: 41, updated: 2 });
    expect(rows.size).toBe(41);
    expect([...rows.values()].find((r) => r.firstName === 'Ada')?.title).toBe('Third');
  });

  it('skips rows whose email is on the suppression list and counts them', async () => {
    const { rows, target } = memoryStore();
    const suppressed = new Set([emailHash('Gone@Example.com')]);
    const summary = await runImport({
      input: csv([header, 'Ada,Lovelace,Cardiology,Boston,MA,ada@example.com,', 'Gone,Away,Cardiology,Boston,MA,gone@example.com,']),
      ...target,
      suppressedAmong: suppressedAmongVia({ has: async (h) => suppressed.has(h), add: async () => undefined }),
    });
    expect(summary).toMatchObject({ read: 2, imported: 1, suppressed: 1 });
    expect([...rows.values()].map((r) => r.firstName)).toEqual(['Ada']);
  });

  it('gives random ids that no hash of the email reproduces, and finds them again on re-import', async () => {
    const { rows, identities, target } = memoryStore();
    const line = 'Ada,Lovelace,Cardiology,Boston,MA,ada@example.com,';
    await runImport({ input: csv([header, line]), ...target });
    const [first] = [...rows.values()];
    const id = first?.id ?? '';
    expect(id).toMatch(currentPhysicianId);
    for (const input of ['email:ada@example.com', 'ada@example.com']) {
      const hex = createHash('sha256').update(input).digest('hex');
      expect(id).not.toBe(`imp_${hex.slice(0, 20)}`);
      expect(id.slice(4)).not.toBe(Buffer.from(hex, 'hex').subarray(0, 16).toString('base64url').toLowerCase());
      expect(hex).not.toContain(id.slice(4, 12));
    }
    // The identity item is what links the person to the id; the id stays when the row comes again.
    expect([...identities.values()]).toEqual([id]);
    const again = await runImport({ input: csv([header, `${line}Chief`]), ...target });
    expect(again).toMatchObject({ imported: 0, updated: 1 });
    expect([...rows.keys()]).toEqual([id]);
    expect(rows.get(id)?.title).toBe('Chief');
  });

  it('ends with one profile when two imports of the same row run at once', async () => {
    const { rows, identities, target } = memoryStore();
    const lines = [header, 'Ada,Lovelace,Cardiology,Boston,MA,ada@example.com,'];
    const [a, b] = await Promise.all([runImport({ input: csv(lines), ...target }), runImport({ input: csv(lines), ...target })]);
    expect(a.imported + b.imported).toBe(1);
    expect(a.updated + b.updated).toBe(1);
    expect(rows.size).toBe(1);
    expect(identities.size).toBe(1);
  });

  it('refuses a store without the keyring', async () => {
    const { store } = memoryStore();
    await expect(runImport({ input: csv([header]), store })).rejects.toThrow(/keyring/);
  });

  it('only validates in a dry run', async () => {
    const summary = await runImport({ input: createReadStream(sample) });
    expect(summary).toMatchObject({ read: 10, valid: 8, imported: 0, updated: 0, rejected: 2 });
  });
});
