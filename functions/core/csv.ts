import { stringify } from 'csv-stringify/sync';
import type { PhysicianRecord } from '../core/schemas/physician';
import { EXPORT_COLUMNS, type ExportColumn } from './export-columns';

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

export { LIST_SEPARATOR } from './export-columns';

export const exportHeaders: readonly string[] = EXPORT_COLUMNS.map((c) => c.header);

const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes an apostrophe to a cell a spreadsheet would evaluate. */
export const neutralise = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** A cell as CSV text: empty for nothing, guarded against formulas. */
export const csvCell = (v: string | number | undefined | null): string => (v === undefined || v === null ? '' : neutralise(String(v)));

export const EXPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Columns some files add after the chosen ones (a list export's List Status and List Note), guarded like the rest. */
export interface ExtraColumns {
  readonly headers: readonly string[];
  readonly cells: (r: PhysicianRecord) => ReadonlyArray<string | number | undefined>;
}

/** Rows of cells (header first) as one CSV file: BOM, CRLF, every cell guarded. */
export const csvOf = (rows: ReadonlyArray<ReadonlyArray<string | number | undefined | null>>): string =>
  stringify(
    rows.map((row) => row.map(csvCell)),
    {
      bom: true,
      record_delimiter: 'windows',
      eof: true,
      // csv-stringify quotes only the record delimiter (CRLF); RFC 4180 wants any lone CR or LF inside quotes too.
      quoted_match: /[\r\n]/,
    },
  );

/** The whole file as a string (BOM first); `Buffer.from(csv, 'utf8')` gives its bytes. */
export const physiciansCsv = (records: readonly PhysicianRecord[], extra?: ExtraColumns, columns: readonly ExportColumn[] = EXPORT_COLUMNS): string =>
  csvOf([[...columns.map((c) => c.header), ...(extra?.headers ?? [])], ...records.map((r) => [...columns.map((c) => c.value(r)), ...(extra?.cells(r) ?? [])])]);
