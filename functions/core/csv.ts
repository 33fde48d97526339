import { stringify } from 'csv-stringify/sync';
import type { EducationEntry, PhysicianRecord } from '../core/schemas/physician';

/**
 * The export file, pure: RFC 4180 (csv-stringify quotes any cell holding a
 * comma, a quote or a line break, doubling inner quotes), CRLF line ends, and
 * a UTF-8 byte order mark so Excel reads accented names correctly.
 *
 * Formula injection: a cell starting with = + - @, a tab or a carriage return
 * would be run as a formula by Excel, Sheets or LibreOffice, so it gets a
 * leading apostrophe. That includes real values such as a phone written
 * '+1 555 0100': spreadsheets hide the apostrophe, so the number still reads
 * right, and a rule with no exceptions cannot be talked around by a crafted
 * value that merely looks like a phone.
 */

export const LIST_SEPARATOR = '; ';

const education = (e: EducationEntry): string => {
  const base = [e.degree, e.schoolName].filter(Boolean).join(', ');
  return e.field ? `${base} (${e.field})` : base;
};

const list = (values: readonly string[] | undefined): string => (values ?? []).filter(Boolean).join(LIST_SEPARATOR);

/**
 * The documented column set, in file order. Email/Phone Verified At go with the email and phone a reveal would show
 * (personal first); the four after them date each contact column on its own.
 */
export const exportColumns: ReadonlyArray<readonly [header: string, value: (r: PhysicianRecord) => string | number | undefined]> = [
  ['First Name', (r) => r.firstName],
  ['Last Name', (r) => r.lastName],
  ['Full Name', (r) => r.fullName],
  ['Title', (r) => r.title],
  ['Specialty', (r) => r.specialty],
  ['Organization', (r) => r.organization],
  ['Organization Size', (r) => r.organizationSize],
  ['Organization Revenue', (r) => r.organizationRevenue],
  ['Organization Industry', (r) => r.organizationIndustry],
  ['City', (r) => r.city],
  ['State', (r) => r.state],
  ['ZIP', (r) => r.zip],
  ['Personal Email', (r) => r.personalEmail],
  ['Work Email', (r) => r.workEmail],
  ['Phone', (r) => r.phone],
  ['Direct Dial', (r) => r.directDial],
  ['LinkedIn', (r) => r.linkedinUrl],
  ['NPI', (r) => r.npi],
  ['License States', (r) => list(r.licenseStates)],
  ['Board Certifications', (r) => list(r.boardCertifications)],
  ['Languages', (r) => list(r.languages)],
  ['Graduation Year', (r) => r.graduationYear],
  ['Skills', (r) => list(r.skills)],
  ['Education', (r) => list(r.education.map(education))],
  ['Email Verified At', (r) => (r.personalEmail ? r.personalEmailVerifiedAt : r.workEmailVerifiedAt)],
  ['Phone Verified At', (r) => (r.phone ? r.phoneVerifiedAt : r.directDialVerifiedAt)],
  // Issue 17: one verified-at per contact column, after the documented ones so existing imports keep their positions.
  ['Personal Email Verified At', (r) => (r.personalEmail ? r.personalEmailVerifiedAt : undefined)],
  ['Work Email Verified At', (r) => (r.workEmail ? r.workEmailVerifiedAt : undefined)],
  ['Phone Number Verified At', (r) => (r.phone ? r.phoneVerifiedAt : undefined)],
  ['Direct Dial Verified At', (r) => (r.directDial ? r.directDialVerifiedAt : undefined)],
];

export const exportHeaders: readonly string[] = exportColumns.map(([h]) => h);

const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes an apostrophe to a cell a spreadsheet would evaluate. */
export const neutralise = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

const cellOf = (v: string | number | undefined): string => (v === undefined || v === null ? '' : neutralise(String(v)));

export const EXPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Columns some files add after the documented ones (a list export's List Status and List Note), guarded like the rest. */
export interface ExtraColumns {
  readonly headers: readonly string[];
  readonly cells: (r: PhysicianRecord) => ReadonlyArray<string | number | undefined>;
}

/** The whole file as a string (BOM first); `Buffer.from(csv, 'utf8')` gives its bytes. */
export const physiciansCsv = (records: readonly PhysicianRecord[], extra?: ExtraColumns): string =>
  stringify([[...exportHeaders, ...(extra?.headers ?? [])], ...records.map((r) => [...exportColumns.map(([, value]) => cellOf(value(r))), ...(extra?.cells(r) ?? []).map(cellOf)])], {
    bom: true,
    record_delimiter: 'windows',
    eof: true,
    // csv-stringify quotes only the record delimiter (CRLF); RFC 4180 wants any lone CR or LF inside quotes too.
    quoted_match: /[\r\n]/,
  });
