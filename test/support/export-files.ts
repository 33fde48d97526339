import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { type PhysicianRecord, physicianRecord } from '../../functions/core/schemas/physician';

/**
 * Export files opened by readers that share no code with the writers
 * (issue 22): ExcelJS for .xlsx, poppler's pdftotext for PDF, Info-ZIP's
 * unzip for zips. .ci/run installs poppler-utils and unzip.
 */

const scratch = <T>(bytes: Uint8Array, name: string, read: (path: string, dir: string) => T): T => {
  const dir = mkdtempSync(join(tmpdir(), 'export-'));
  try {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return read(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The text of each page, in order (pdftotext separates pages with a form feed). */
export const pdfPages = (bytes: Uint8Array): string[] =>
  scratch(bytes, 'file.pdf', (path) => execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }))
    .split('\f')
    .filter((page, i, all) => i < all.length - 1 || page.trim() !== '');

/** The entries of a zip, by name, as text. */
export const unzipText = (bytes: Uint8Array): Record<string, string> =>
  scratch(bytes, 'file.zip', (path, dir) => {
    const out = join(dir, 'out');
    execFileSync('unzip', ['-q', path, '-d', out]);
    return Object.fromEntries(readdirSync(out).map((name) => [name, readFileSync(join(out, name), 'utf8')]));
  });

export const readXlsx = async (bytes: Uint8Array): Promise<ExcelJS.Workbook> => {
  const book = new ExcelJS.Workbook();
  // ExcelJS's typings predate Uint8Array-backed Buffers; the bytes are a plain zip.
  await book.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return book;
};

/** A complete record; tests override what they look at. */
export const exportRecord = (over: Partial<PhysicianRecord> = {}): PhysicianRecord =>
  physicianRecord.parse({
    id: 'phy_1',
    firstName: 'Ana',
    lastName: 'Núñez',
    fullName: 'Ana Núñez',
    title: 'Attending Physician',
    specialty: 'Cardiology',
    organization: 'Mercy Health',
    organizationSize: '1000 to 4999',
    organizationRevenue: '$100M to <$1B',
    organizationIndustry: 'Hospital & Health Care',
    city: 'Boston',
    state: 'MA',
    location: 'Boston, MA',
    skills: ['Echocardiography', 'Cardiac Catheterization'],
    education: [{ schoolName: 'Ohio State University', degree: 'MD', field: 'Medicine' }],
    linkedinUrl: 'https://www.linkedin.com/in/ana',
    npi: '1234567893',
    licenseStates: ['MA', 'NH'],
    boardCertifications: ['ABIM Cardiovascular Disease', 'ABIM Internal Medicine'],
    languages: ['English', 'Spanish'],
    graduationYear: 2004,
    zip: '02115',
    personalEmail: 'ana@example.com',
    workEmail: 'anunez@mercy.example',
    phone: '(617) 555-0100',
    directDial: '(617) 555-0199',
    personalEmailVerifiedAt: '2026-10-01T08:30:00.000Z',
    workEmailVerifiedAt: '2026-09-01T00:00:00.000Z',
    phoneVerifiedAt: '2026-10-02T00:00:00.000Z',
    directDialVerifiedAt: '2026-08-15T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  });

/** Three physicians: an accented name, one outside Latin-1 with no work contacts, one whose title tries a formula. */
export const exportRecords = (): PhysicianRecord[] => [
  exportRecord(),
  exportRecord({
    id: 'phy_2',
    firstName: 'Łukasz',
    lastName: 'Wróbel-Дмитриев',
    fullName: 'Łukasz Wróbel-Дмитриев',
    npi: '1245319599',
    zip: '01002',
    city: 'Amherst',
    workEmail: undefined,
    workEmailVerifiedAt: undefined,
    directDial: undefined,
    directDialVerifiedAt: undefined,
    boardCertifications: [],
    skills: [],
  }),
  exportRecord({ id: 'phy_3', firstName: 'Bo', lastName: 'Chen', fullName: 'Bo Chen', title: '=HYPERLINK("http://evil.example","x")', npi: '1003000126', zip: '90210', personalEmail: undefined, personalEmailVerifiedAt: undefined }),
];
