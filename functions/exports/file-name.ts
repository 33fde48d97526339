import type { ExportFormat } from '../core/export-formats';

/**
 * A download's name says what it holds (issue 22): the list's name for a
 * list (`cardiology-tx-2026-11-25.xlsx`), the size for a selection
 * (`physicians-42-2026-11-25.pdf`), and the ATS for a hand-off
 * (`cardiology-tx-2026-11-25-bullhorn.csv`). Only [a-z0-9-] before the
 * extension, so it survives every browser, Content-Disposition and zip tool.
 */

const SLUG_MAX = 60;

/** Latin letters that are not a base letter plus an accent, so NFKD leaves them whole. */
const FOLD: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

/** Lower-case ASCII words joined by hyphens: accents folded (Núñez -> nunez, Łódź -> lodz), anything else dropped. */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[łøđħßæœþ]/g, (c) => FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');

const SUFFIX: Readonly<Record<ExportFormat, string>> = {
  csv: '.csv',
  xlsx: '.xlsx',
  pdf: '.pdf',
  'pdf-profiles': '-profiles.pdf',
  bullhorn: '-bullhorn.csv',
  salesforce: '-salesforce.csv',
};

/** What the export names: a list (by its name), one physician (by theirs) or a selection (by its size). */
export type ExportSubject = { readonly listName: string } | { readonly physicianName: string } | { readonly selected: number };

/** The base name, without suffix or extension: `<list slug or physicians-N>-<UTC date>`. */
export const exportBaseName = (subject: ExportSubject, now: Date): string => {
  const day = now.toISOString().slice(0, 10);
  const stem =
    'listName' in subject ? slugOf(subject.listName) || 'list' : 'physicianName' in subject ? slugOf(subject.physicianName) || 'physician' : `physicians-${subject.selected}`;
  return `${stem}-${day}`;
};

/** The download's name; `zipped` when several files travel in one zip (a long Bullhorn export). */
export const exportFileName = (subject: ExportSubject, format: ExportFormat, now: Date, zipped = false): string => {
  const base = exportBaseName(subject, now);
  return zipped ? `${base}${SUFFIX[format].replace(/\.[a-z]+$/, '')}.zip` : `${base}${SUFFIX[format]}`;
};
