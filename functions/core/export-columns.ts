import type { EducationEntry, PhysicianRecord } from './schemas/physician';

/**
 * The one column table every export format reads (issue 22): CSV, Excel, the
 * PDF table and the PDF profiles pick their columns from it by key, so a
 * column means the same thing in every file. The ATS layouts map from the
 * record themselves (their column names are the ATS's, not ours).
 *
 * Pure and free of zod, so the web's export dialog can name the presets.
 */

export const LIST_SEPARATOR = '; ';

/** How a cell is typed where a format has types (Excel): text stays text (a ZIP 02115 or an NPI never becomes a number). */
export type ColumnKind = 'text' | 'integer' | 'date';

export const EXPORT_COLUMN_KEYS = [
  'firstName', 'lastName', 'fullName', 'title', 'specialty', 'organization', 'organizationSize', 'organizationRevenue',
  'organizationIndustry', 'city', 'state', 'zip', 'personalEmail', 'workEmail', 'phone', 'directDial', 'linkedin', 'npi',
  'licenseStates', 'boardCertifications', 'languages', 'graduationYear', 'skills', 'education', 'emailVerifiedAt', 'phoneVerifiedAt',
  'personalEmailVerifiedAt', 'workEmailVerifiedAt', 'phoneNumberVerifiedAt', 'directDialVerifiedAt',
] as const;
export type ExportColumnKey = (typeof EXPORT_COLUMN_KEYS)[number];

export interface ExportColumn {
  readonly key: ExportColumnKey;
  readonly header: string;
  readonly kind: ColumnKind;
  readonly value: (r: PhysicianRecord) => string | number | undefined;
  /** For a verified-at column: the contact column it dates (Excel and the profiles put it right after that column). */
  readonly dates?: ExportColumnKey;
}

const education = (e: EducationEntry): string => {
  const base = [e.degree, e.schoolName].filter(Boolean).join(', ');
  return e.field ? `${base} (${e.field})` : base;
};

const joined = (values: readonly string[] | undefined): string => (values ?? []).filter(Boolean).join(LIST_SEPARATOR);

const column = (key: ExportColumnKey, header: string, value: ExportColumn['value'], kind: ColumnKind = 'text', dates?: ExportColumnKey): ExportColumn => ({
  key,
  header,
  kind,
  value,
  ...(dates ? { dates } : {}),
});

/**
 * In CSV order: the spec's 26 columns, then (issue 17) one verified-at per
 * contact column, after the documented ones so existing imports keep their
 * positions. Email/Phone Verified At go with the email and phone a reveal
 * would show (personal first).
 */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  column('firstName', 'First Name', (r) => r.firstName),
  column('lastName', 'Last Name', (r) => r.lastName),
  column('fullName', 'Full Name', (r) => r.fullName),
  column('title', 'Title', (r) => r.title),
  column('specialty', 'Specialty', (r) => r.specialty),
  column('organization', 'Organization', (r) => r.organization),
  column('organizationSize', 'Organization Size', (r) => r.organizationSize),
  column('organizationRevenue', 'Organization Revenue', (r) => r.organizationRevenue),
  column('organizationIndustry', 'Organization Industry', (r) => r.organizationIndustry),
  column('city', 'City', (r) => r.city),
  column('state', 'State', (r) => r.state),
  column('zip', 'ZIP', (r) => r.zip),
  column('personalEmail', 'Personal Email', (r) => r.personalEmail),
  column('workEmail', 'Work Email', (r) => r.workEmail),
  column('phone', 'Phone', (r) => r.phone),
  column('directDial', 'Direct Dial', (r) => r.directDial),
  column('linkedin', 'LinkedIn', (r) => r.linkedinUrl),
  column('npi', 'NPI', (r) => r.npi),
  column('licenseStates', 'License States', (r) => joined(r.licenseStates)),
  column('boardCertifications', 'Board Certifications', (r) => joined(r.boardCertifications)),
  column('languages', 'Languages', (r) => joined(r.languages)),
  column('graduationYear', 'Graduation Year', (r) => r.graduationYear, 'integer'),
  column('skills', 'Skills', (r) => joined(r.skills)),
  column('education', 'Education', (r) => joined(r.education.map(education))),
  column('emailVerifiedAt', 'Email Verified At', (r) => (r.personalEmail ? r.personalEmailVerifiedAt : r.workEmailVerifiedAt), 'date'),
  column('phoneVerifiedAt', 'Phone Verified At', (r) => (r.phone ? r.phoneVerifiedAt : r.directDialVerifiedAt), 'date'),
  column('personalEmailVerifiedAt', 'Personal Email Verified At', (r) => (r.personalEmail ? r.personalEmailVerifiedAt : undefined), 'date', 'personalEmail'),
  column('workEmailVerifiedAt', 'Work Email Verified At', (r) => (r.workEmail ? r.workEmailVerifiedAt : undefined), 'date', 'workEmail'),
  column('phoneNumberVerifiedAt', 'Phone Number Verified At', (r) => (r.phone ? r.phoneVerifiedAt : undefined), 'date', 'phone'),
  column('directDialVerifiedAt', 'Direct Dial Verified At', (r) => (r.directDial ? r.directDialVerifiedAt : undefined), 'date', 'directDial'),
];

const byKey = new Map(EXPORT_COLUMNS.map((c) => [c.key, c]));
export const columnOf = (key: ExportColumnKey): ExportColumn => byKey.get(key) as ExportColumn;

/** Named column sets the export dialog offers; `all` is the CSV's documented set. */
export const COLUMN_PRESETS = {
  all: EXPORT_COLUMN_KEYS,
  contact: ['firstName', 'lastName', 'fullName', 'title', 'specialty', 'organization', 'city', 'state', 'zip', 'personalEmail', 'personalEmailVerifiedAt', 'workEmail', 'workEmailVerifiedAt', 'phone', 'phoneNumberVerifiedAt', 'directDial', 'directDialVerifiedAt', 'npi'],
  // Fits a landscape page: the PDF table's default.
  summary: ['fullName', 'specialty', 'organization', 'city', 'state', 'personalEmail', 'workEmail', 'phone', 'npi'],
} as const satisfies Record<string, readonly ExportColumnKey[]>;
export type ColumnPreset = keyof typeof COLUMN_PRESETS;
export const COLUMN_PRESET_NAMES = Object.keys(COLUMN_PRESETS) as ColumnPreset[];

export const COLUMN_PRESET_LABELS: Readonly<Record<ColumnPreset, string>> = {
  all: 'All columns',
  contact: 'Contact details',
  summary: 'Summary',
};

/** A preset name or an explicit list of keys, as a request sends it. */
export type ColumnChoice = ColumnPreset | readonly ExportColumnKey[];

export const columnsOf = (choice: ColumnChoice): ExportColumn[] => (typeof choice === 'string' ? COLUMN_PRESETS[choice] : choice).map(columnOf);

/**
 * The same columns with each contact column's own verified-at date moved
 * right after it (Excel, the profiles): a reader sees how fresh a number is
 * beside the number. The CSV keeps its documented order.
 */
export const datesBesideContacts = (columns: readonly ExportColumn[]): ExportColumn[] => {
  const dating = new Map(columns.filter((c) => c.dates).map((c) => [c.dates, c]));
  const out: ExportColumn[] = [];
  for (const c of columns) {
    if (c.dates && columns.some((other) => other.key === c.dates)) continue;
    out.push(c);
    const date = dating.get(c.key);
    if (date) out.push(date);
  }
  return out;
};
