import { zipSync } from 'fflate';
import { csvOf } from '../../core/csv';
import { BULLHORN_ROWS_PER_FILE } from '../../core/export-formats';
import type { AtsLayout } from './ats-layouts';
import type { ExportRows } from './export-rows';

/** One ATS layout's CSV for `records`, header first. */
export const atsCsv = (layout: AtsLayout, rows: Pick<ExportRows, 'records' | 'listEntry'>): string =>
  csvOf([layout.map(([column]) => column), ...rows.records.map((r) => layout.map(([, value]) => value(r, rows.listEntry?.(r))))]);

export interface AtsFile {
  readonly body: Uint8Array;
  /** Files inside: 1 for a plain CSV, the part count for a zip. */
  readonly files: number;
  readonly zipped: boolean;
}

const utf8 = new TextEncoder();

/**
 * A file the ATS accepts in one import: the CSV itself when it holds at most
 * `perFile` rows; otherwise a zip of CSVs of `perFile` rows each, named
 * `<base>-part-1-of-3.csv` and so on, every part with the header, in the
 * export's order (Bullhorn imports 1,000 rows a file). One download keeps
 * the single signed URL, expiry and log entry every export has.
 */
export const atsFile = (layout: AtsLayout, rows: Pick<ExportRows, 'records' | 'listEntry'>, baseName: string, perFile = BULLHORN_ROWS_PER_FILE): AtsFile => {
  const parts = Math.max(1, Math.ceil(rows.records.length / perFile));
  if (parts === 1) return { body: utf8.encode(atsCsv(layout, rows)), files: 1, zipped: false };
  const entries: Record<string, Uint8Array> = {};
  for (let i = 0; i < parts; i++) {
    const records = rows.records.slice(i * perFile, (i + 1) * perFile);
    entries[`${baseName}-part-${i + 1}-of-${parts}.csv`] = utf8.encode(atsCsv(layout, { ...rows, records }));
  }
  return { body: zipSync(entries, { level: 6 }), files: parts, zipped: true };
};
