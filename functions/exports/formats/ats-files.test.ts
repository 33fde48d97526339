import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportRecord, exportRecords, unzipText } from '../../../test/support/export-files';
import { atsCsv, atsFile } from './ats-files';
import { BULLHORN_CANDIDATE, SALESFORCE_CONTACT } from './ats-layouts';
import type { ListEntry } from './export-rows';

/**
 * The layouts against golden files (events/exports/): a change to a mapping
 * shows as a diff a reviewer reads column by column. `UPDATE_GOLDEN=1`
 * rewrites them.
 */
const golden = (name: string, actual: string) => {
  const path = new URL(`../../../events/exports/${name}`, import.meta.url);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, actual);
  expect(actual).toBe(readFileSync(path, 'utf8'));
};

const listEntry = (r: { id: string }): ListEntry | undefined => (r.id === 'phy_1' ? { status: 'Contacted', note: 'Call back Tuesday' } : { status: 'New' });
const table = (csv: string) => parse(csv.replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;

describe('Bullhorn Candidate layout', () => {
  it('matches the golden file (a list export: status and note in comments)', () => {
    golden('bullhorn-candidates.csv', atsCsv(BULLHORN_CANDIDATE, { records: exportRecords(), listEntry }));
  });

  it('uses Bullhorn field names, the NPI as externalID and the ZIP as written', () => {
    const [ana, lukasz, bo] = table(atsCsv(BULLHORN_CANDIDATE, { records: exportRecords() }));
    expect(ana).toMatchObject({ externalID: '1234567893', namePrefix: 'Dr.', firstName: 'Ana', name: 'Ana Núñez', email: 'ana@example.com', email2: 'anunez@mercy.example', 'address.zip': '02115', certifications: 'ABIM Cardiovascular Disease;ABIM Internal Medicine', comments: '' });
    expect(lukasz).toMatchObject({ name: 'Łukasz Wróbel-Дмитриев', email2: '', workPhone: '', 'address.zip': '01002' });
    // Without a personal email the work one is the candidate's email.
    expect(bo).toMatchObject({ email: 'anunez@mercy.example', email2: '', occupation: '\'=HYPERLINK("http://evil.example","x")' });
  });

  it('splits more than 1,000 rows into a zip of 1,000-row CSVs, each with the header, in order', () => {
    const records = Array.from({ length: 2345 }, (_, i) => exportRecord({ id: `phy_${i}`, npi: String(1000000000 + i) }));
    const file = atsFile(BULLHORN_CANDIDATE, { records }, 'cardiology-2026-11-25-bullhorn');
    expect([file.zipped, file.files]).toEqual([true, 3]);
    const parts = unzipText(file.body);
    expect(Object.keys(parts).sort()).toEqual(['cardiology-2026-11-25-bullhorn-part-1-of-3.csv', 'cardiology-2026-11-25-bullhorn-part-2-of-3.csv', 'cardiology-2026-11-25-bullhorn-part-3-of-3.csv']);
    const rows = [1, 2, 3].map((n) => table(parts[`cardiology-2026-11-25-bullhorn-part-${n}-of-3.csv`]!));
    expect(rows.map((r) => r.length)).toEqual([1000, 1000, 345]);
    expect(rows.flat().map((r) => r.externalID)).toEqual(records.map((r) => r.npi));
  });

  it('is one plain CSV up to 1,000 rows', () => {
    const records = Array.from({ length: 1000 }, (_, i) => exportRecord({ id: `phy_${i}` }));
    const file = atsFile(BULLHORN_CANDIDATE, { records }, 'x');
    expect([file.zipped, file.files]).toEqual([false, 1]);
    expect(table(new TextDecoder().decode(file.body))).toHaveLength(1000);
  });
});

describe('Salesforce Contacts layout', () => {
  it('matches the golden file', () => {
    golden('salesforce-contacts.csv', atsCsv(SALESFORCE_CONTACT, { records: exportRecords(), listEntry }));
  });

  it('uses the Data Import Wizard labels and keeps the second email in Description', () => {
    const [ana] = table(atsCsv(SALESFORCE_CONTACT, { records: exportRecords() }));
    expect(Object.keys(ana!)).toEqual(SALESFORCE_CONTACT.map(([c]) => c));
    expect(ana).toMatchObject({ 'First Name': 'Ana', 'Account Name': 'Mercy Health', 'Mailing Zip/Postal Code': '02115', Email: 'ana@example.com', Phone: '(617) 555-0100' });
    expect(ana!.Description).toContain('NPI: 1234567893');
    expect(ana!.Description).toContain('Work email: anunez@mercy.example');
  });
});
