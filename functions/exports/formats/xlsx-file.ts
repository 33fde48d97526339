import type { Cell, Row } from 'write-excel-file/node';
import { neutralise } from '../../core/csv';
import { type ExportColumn, datesBesideContacts } from '../../core/export-columns';
import type { ExportRows } from './export-rows';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE_FORMAT = 'yyyy-mm-dd';
const [MIN_WIDTH, MAX_WIDTH, DATE_WIDTH] = [8, 50, 12];

/**
 * Excel export (issue 22): one sheet, the header row frozen and bold,
 * each column as wide as its longest value (within limits), each contact
 * column's verified-at date beside it, a list's status and note last.
 *
 * Types: text columns (names, ZIP, NPI, phones) are String cells, so 02115
 * keeps its zero and an NPI never turns into 1.23E+09; Graduation Year is a
 * Number; verified-at values are Date cells.
 *
 * Formulas: a String cell is never evaluated, whatever it starts with. The
 * CSV's apostrophe guard is applied as well, as literal text, because a
 * recruiter who re-saves the sheet as CSV would otherwise produce a file in
 * which `=HYPERLINK(...)` runs on the next open. The price is a visible
 * apostrophe on the rare real value starting with = + - @ (a phone written
 * +1 ...), the same rule the CSV keeps.
 */
export const xlsxFile = async (rows: ExportRows): Promise<Uint8Array> => {
  // On first use, not at cold start: installed beside the exports bundle like pdfkit (infra/feature-function.ts), 62 KB minified that CSV exports never need.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const columns = datesBesideContacts(rows.columns);
  const header: Row = [...columns.map((c) => c.header), ...rows.extraHeaders].map((value) => ({ value, type: String, fontWeight: 'bold', backgroundColor: '#E5E7EB' }));
  const body: Row[] = rows.records.map((r) => [...columns.map((c) => cellOf(c, c.value(r))), ...rows.extraCells(r).map((v) => textCell(v))]);
  const widths = [...columns.map((c, i) => widthOf(c.kind === 'date' ? DATE_WIDTH : 0, c.header, body, i)), ...rows.extraHeaders.map((h, j) => widthOf(0, h, body, columns.length + j))];
  return writeXlsxFile([header, ...body], {
    sheet: 'Physicians',
    stickyRowsCount: 1,
    dateFormat: DATE_FORMAT,
    columns: widths.map((width) => ({ width })),
  }).toBuffer();
};

const textCell = (v: string | number | undefined): Cell => (v === undefined || v === '' ? null : { value: neutralise(String(v)), type: String });

const cellOf = (c: ExportColumn, v: string | number | undefined): Cell => {
  if (v === undefined || v === '') return null;
  if (c.kind === 'integer' && typeof v === 'number') return { value: v, type: Number };
  if (c.kind === 'date') {
    const at = new Date(String(v));
    // A stored value that is not a date stays visible as text rather than becoming a wrong date.
    return Number.isNaN(at.getTime()) ? textCell(v) : { value: at, type: Date, format: DATE_FORMAT };
  }
  return textCell(v);
};

const lengthOf = (cell: Cell | undefined): number => {
  if (cell === null || cell === undefined) return 0;
  const value = typeof cell === 'object' && !(cell instanceof Date) && 'value' in cell ? cell.value : cell;
  return value instanceof Date ? DATE_FORMAT.length : String(value ?? '').length;
};

/** Characters wide: the longest of the header and the values, at least `floor`, within MIN_WIDTH..MAX_WIDTH. */
const widthOf = (floor: number, header: string, body: readonly Row[], index: number): number => {
  let longest = Math.max(floor, header.length);
  for (const row of body) longest = Math.max(longest, lengthOf(row[index]));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
};
