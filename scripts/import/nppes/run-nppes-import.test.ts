import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { emailHash, npiSuppressionKey } from '../../../functions/core/suppression';
import { memoryPhysicianStore, testKeyring } from '../../../test/support/memory-physician-store';
import type { RejectedRow } from '../reject-report';
import { upsertByIdentity } from '../upsert-by-identity';
import { csvLine, npiOf, nppesCells, nppesFile, nppesHeaderLine, physicianRow } from './generate-nppes';
import { type NppesImportOptions, runNppesImport } from './run-nppes-import';

const keyring = testKeyring();
const at = (iso: string) => () => new Date(iso);

/** The memory store plus a removeEverywhere that deletes like the table does (profile and identity). */
const directory = () => {
  const m = memoryPhysicianStore();
  const removed: string[][] = [];
  const removeEverywhere = async (ids: readonly string[]) => {
    removed.push([...ids]);
    for (const id of ids) {
      m.rows.delete(id);
      for (const [h, v] of m.identities) if (v === id) m.identities.delete(h);
    }
  };
  const run = (rows: Record<string, string>[], o: Partial<NppesImportOptions> = {}) =>
    runNppesImport({ input: Readable.from([nppesFile(rows)]), store: m.store, keyring, removeEverywhere, retry: { attempts: 3, baseMs: 1 }, ...o });
  const byNpi = (n: number) => [...m.rows.values()].find((r) => r.npi === npiOf(n));
  return { ...m, removed, run, byNpi };
};

const vendorProfile = {
  firstName: 'Jane', lastName: 'Smith', fullName: 'Jane Smith', title: 'Chief of Cardiology', specialty: 'Cardiology',
  organization: 'Mass General', organizationSize: '1001-5000', organizationRevenue: '', organizationIndustry: 'Hospitals',
  city: 'Cambridge', state: 'MA', location: 'Cambridge, MA', skills: ['Echocardiography'], education: [{ schoolName: 'Harvard Medical School', degree: 'MD' }],
  npi: npiOf(1), licenseStates: ['NY'], boardCertifications: ['ABIM - Cardiovascular Disease'], graduationYear: 2001, languages: ['Spanish'],
  taxonomyCodes: [], personalEmail: 'jane@example.com', directDial: '(617) 555-0199', directDialVerifiedAt: '2025-01-01T00:00:00.000Z',
  phone: '(617) 555-0000', phoneVerifiedAt: '2020-01-01T00:00:00.000Z', source: 'import' as const, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('runNppesImport', () => {
  it('keeps individual physicians only, and merges by NPI: registry fields update, vendor contacts and resume data stay', async () => {
    const d = directory();
    const { records } = await upsertByIdentity(d.store, keyring, [vendorProfile]);
    const summary = await d.run(
      [
        physicianRow(1, { 'Provider Last Name (Legal Name)': 'SMITH-JONES', 'Provider Business Practice Location Address City Name': 'BOSTON' }),
        physicianRow(2, { 'Provider First Name': 'WEI', 'Healthcare Provider Taxonomy Code_1': '207Q00000X' }),
        physicianRow(3, { 'Entity Type Code': '2' }),
        physicianRow(4, { 'Healthcare Provider Taxonomy Code_1': '363L00000X' }),
      ],
      { now: at('2026-05-01T00:00:00.000Z') },
    );
    expect(summary).toMatchObject({ read: 4, kept: 2, created: 1, updated: 1, skipped: { organization: 1, notPhysician: 1, outsideUs: 0 } });
    expect(d.rows.size).toBe(2);
    const jane = d.byNpi(1);
    expect(jane).toMatchObject({
      id: records[0]?.id,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2026-05-01T00:00:00.000Z',
      // The registry's
      lastName: 'Smith-Jones',
      fullName: 'Jane Smith-Jones',
      city: 'Boston',
      location: 'Boston, MA',
      zip: '02115',
      licenseStates: ['MA'],
      taxonomyCodes: ['207RC0000X'],
      primaryTaxonomy: '207RC0000X',
      npiEnumeratedAt: '2005-05-23',
      npiUpdatedAt: '2024-07-08',
      // The practice line replaces an older vendor phone, verified as of the record's last update.
      phone: '(617) 555-0100',
      phoneVerifiedAt: '2024-07-08T00:00:00.000Z',
      // The vendor's and the resume's, untouched
      personalEmail: 'jane@example.com',
      directDial: '(617) 555-0199',
      title: 'Chief of Cardiology',
      organization: 'Mass General',
      skills: ['Echocardiography'],
      boardCertifications: ['ABIM - Cardiovascular Disease'],
      graduationYear: 2001,
      languages: ['Spanish'],
    });
    expect(d.byNpi(2)).toMatchObject({ firstName: 'Wei', specialty: 'Family Medicine', title: 'MD', source: 'import', organization: '', skills: [] });
  });

  it('keeps a phone a vendor verified after the registry record was last updated', async () => {
    const d = directory();
    await upsertByIdentity(d.store, keyring, [{ ...vendorProfile, phoneVerifiedAt: '2025-06-01T00:00:00.000Z' }]);
    await d.run([physicianRow(1)]);
    expect(d.byNpi(1)).toMatchObject({ phone: '(617) 555-0000', phoneVerifiedAt: '2025-06-01T00:00:00.000Z' });
  });

  it('writes nothing when the same file runs again: no new version, no reindex', async () => {
    const d = directory();
    const file = [physicianRow(1), physicianRow(2), physicianRow(5)];
    await d.run(file, { now: at('2026-05-01T00:00:00.000Z') });
    const writes = d.batches.length;
    const before = [...d.rows.values()];
    const again = await d.run(file, { now: at('2026-06-01T00:00:00.000Z') });
    expect(again).toMatchObject({ kept: 3, created: 0, updated: 0, unchanged: 3 });
    expect(d.batches).toHaveLength(writes);
    expect([...d.rows.values()]).toEqual(before);
  });

  it('takes a deactivated NPI out of the directory, and brings it back when reactivated', async () => {
    const d = directory();
    await d.run([physicianRow(1), physicianRow(2)]);
    const id = d.byNpi(1)?.id as string;
    // CMS blanks every field of a deactivated NPI but the dates.
    const off = await d.run([{ NPI: npiOf(1), 'NPI Deactivation Date': '03/15/2026' }, { NPI: npiOf(9), 'NPI Deactivation Date': '03/15/2026' }]);
    expect(off).toMatchObject({ deactivated: 1, kept: 0 });
    expect(d.removed).toEqual([[id]]);
    expect(d.byNpi(1)).toBeUndefined();
    expect(d.byNpi(2)).toBeDefined();

    const on = await d.run([physicianRow(1, { 'NPI Deactivation Date': '03/15/2026', 'NPI Reactivation Date': '04/01/2026' })]);
    expect(on).toMatchObject({ created: 1 });
    expect(d.byNpi(1)?.id).toMatch(/\S/);
    expect(d.byNpi(1)?.id).not.toBe(id);
  });

  it('lets the later row win when a file repeats an NPI, however close together the two rows are', async () => {
    const d = directory();
    const rows = Array.from({ length: 60 }, (_, i) => physicianRow(100 + i));
    rows.splice(3, 0, physicianRow(101, { 'Provider First Name': 'FIRST' }));
    rows.push(physicianRow(101, { 'Provider First Name': 'LAST' }));
    const summary = await d.run(rows, { concurrency: 4 });
    expect(summary.kept).toBe(62);
    expect(d.rows.size).toBe(60);
    expect(d.byNpi(101)?.firstName).toBe('Last');
  });

  it('honours the suppression list: by NPI (a removed physician) and by an email the profile holds', async () => {
    const d = directory();
    await upsertByIdentity(d.store, keyring, [vendorProfile]);
    const blocked = new Set([await npiSuppressionKey(keyring, npiOf(2)), emailHash('JANE@example.com')]);
    const asked: string[][] = [];
    const summary = await d.run([physicianRow(1, { 'Provider Last Name (Legal Name)': 'CHANGED' }), physicianRow(2), physicianRow(3)], {
      suppressedAmong: async (hashes) => (asked.push([...hashes]), new Set(hashes.filter((h) => blocked.has(h)))),
    });
    expect(summary).toMatchObject({ kept: 3, suppressed: 2, created: 1, updated: 0 });
    expect(d.byNpi(2)).toBeUndefined();
    expect(d.byNpi(1)?.lastName).toBe('Smith');
    expect(d.byNpi(3)).toBeDefined();
    // One look-up per batch, and no NPI or email in the clear.
    expect(asked).toHaveLength(1);
    expect(asked.flat().every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('tries a batch the table throttled again, and gives up on an error that is not throttling', async () => {
    const d = directory();
    let refusals = 0;
    const store = {
      ...d.store,
      putWithIdentities: async (entries: Parameters<typeof d.store.putWithIdentities>[0]) => {
        if (refusals++ < 2) throw Object.assign(new Error('Rate of requests exceeds the allowed throughput'), { name: 'ProvisionedThroughputExceededException' });
        return d.store.putWithIdentities(entries);
      },
    };
    expect(await d.run([physicianRow(1)], { store })).toMatchObject({ created: 1 });
    expect(refusals).toBe(3);
    const broken = { ...d.store, putWithIdentities: async () => Promise.reject(new Error('ValidationException')) };
    await expect(d.run([physicianRow(2)], { store: broken })).rejects.toThrow('ValidationException');
  });

  it('reads quoted cells with commas, quotes and line breaks, and reports rows it cannot use with their line', async () => {
    const d = directory();
    const rejected: RejectedRow[] = [];
    let header: readonly string[] = [];
    const summary = await d.run(
      [
        physicianRow(1, { 'Provider First Line Business Practice Location Address': '1 MAIN ST,\n"REAR" ENTRANCE', 'Provider Credential Text': 'M.D., PH.D.' }),
        physicianRow(2, { NPI: '1234567890' }),
        physicianRow(3),
      ],
      { onReject: (r) => void rejected.push(r), onHeader: (h) => (header = h) },
    );
    expect(summary).toMatchObject({ read: 3, kept: 2, rejected: 1 });
    expect(d.byNpi(1)?.title).toBe('MD, PHD');
    // The header is line 1 and row 1 spans lines 2-3.
    expect(rejected).toEqual([{ line: 4, reasons: ['NPI is not 10 digits with a valid check digit'], cells: expect.any(Array) }]);
    expect(rejected[0]?.cells[header.indexOf('NPI')]).toBe('1234567890');
  });

  /** Issue 21 item 8: the file's own flaws reject one row each, into the report; the rest of the file imports. */
  it('drops a BOM, and rejects rows with a wrong column count, invalid UTF-8, an over-long field or broken quoting without stopping', async () => {
    const line = (n: number, over: Record<string, string> = {}) => csvLine(nppesCells(physicianRow(n, over)));
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(nppesHeaderLine() + line(1)),
      Buffer.from(line(2).replace(/\n$/, ',"one too many"\n')),
      ...line(3, { 'Provider Last Name (Legal Name)': 'M@LLER' }).split('@').flatMap((part, i) => (i ? [Buffer.from([0xdc]), Buffer.from(part)] : [Buffer.from(part)])),
      Buffer.from(line(4, { 'Provider First Name': 'A'.repeat(501) })),
      Buffer.from(line(5, { 'Provider First Name': 'JOE' }).replace('"JOE"', '"JOE"X')),
      Buffer.from(line(6) + line(7, { 'Provider Last Name (Legal Name)': 'MÜLLER' })),
    ]);
    for (const size of [97, 1 << 20]) {
      const d = directory();
      const rejected: RejectedRow[] = [];
      let header: readonly string[] = [];
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
      const summary = await d.run([], { input: Readable.from(chunks), onReject: (r) => void rejected.push(r), onHeader: (h) => (header = h) });
      expect(header[0], `size ${size}`).toBe('NPI');
      expect(summary, `size ${size}`).toMatchObject({ read: 7, kept: 3, rejected: 4 });
      expect(rejected.map((r) => [r.line, r.reasons]), `size ${size}`).toEqual([
        [3, ['The row has 331 columns; the header has 330']],
        [4, ['The row is not valid UTF-8']],
        [5, ['Provider First Name is longer than 500 characters']],
        [6, ['The row is not valid CSV: text after a closing quote']],
      ]);
      expect([1, 6, 7].map((n) => d.byNpi(n)?.lastName), `size ${size}`).toEqual(['Smith', 'Smith', 'Müller']);
    }
  });
});
