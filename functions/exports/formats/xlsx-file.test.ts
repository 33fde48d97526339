import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportRecords, readXlsx } from '../../../test/support/export-files';
import { columnsOf } from '../../core/export-columns';
import { exportRows } from './export-rows';
import { xlsxFile } from './xlsx-file';

const rowsOf = (list = false) =>
  exportRows({
    records: exportRecords(),
    columns: columnsOf('all'),
    title: 'Cardiology MA',
    licensee: 'r@example.com',
    day: '2026-11-25',
    ...(list ? { listEntry: (r: { id: string }) => (r.id === 'phy_1' ? { status: 'Contacted', note: '@call back Tue' } : { status: 'New' }) } : {}),
  });

const sheetOf = async (list = false) => {
  const book = await readXlsx(await xlsxFile(rowsOf(list)));
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1);
  return { sheet, header, cell };
};

describe('xlsxFile, read back with ExcelJS', () => {
  it('has one sheet with the header frozen and each contact column dated right beside it', async () => {
    const { sheet, header } = await sheetOf();
    expect(sheet.name).toBe('Physicians');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(header).toHaveLength(30);
    expect(header.slice(12, 20)).toEqual([
      'Personal Email', 'Personal Email Verified At', 'Work Email', 'Work Email Verified At', 'Phone', 'Phone Number Verified At', 'Direct Dial', 'Direct Dial Verified At',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);
  });

  it('keeps names, ZIP, NPI and phones as text, the year a number and verified-at a date', async () => {
    const { cell } = await sheetOf();
    expect(cell(2, 'Full Name').value).toBe('Ana Núñez');
    expect(cell(3, 'Full Name').value).toBe('Łukasz Wróbel-Дмитриев');
    for (const [name, value] of [['ZIP', '02115'], ['NPI', '1234567893'], ['Phone', '(617) 555-0100']] as const) {
      expect(cell(2, name).type).toBe(ExcelJS.ValueType.String);
      expect(cell(2, name).value).toBe(value);
    }
    expect(cell(3, 'ZIP').value).toBe('01002');
    expect(cell(2, 'Graduation Year').value).toBe(2004);
    const verified = cell(2, 'Personal Email Verified At').value;
    expect(verified).toBeInstanceOf(Date);
    expect((verified as Date).toISOString().slice(0, 10)).toBe('2026-10-01');
    expect(cell(2, 'Personal Email Verified At').numFmt).toBe('yyyy-mm-dd');
    // A field the physician lacks is an empty cell, not a stale date.
    expect(cell(3, 'Work Email').value).toBeNull();
    expect(cell(3, 'Work Email Verified At').value).toBeNull();
  });

  it('never writes a formula: a title starting with = is a text cell with the CSV guard', async () => {
    const { sheet, cell } = await sheetOf();
    const title = cell(4, 'Title');
    expect(title.type).toBe(ExcelJS.ValueType.String);
    expect(title.formula).toBeUndefined();
    expect(title.value).toBe('\'=HYPERLINK("http://evil.example","x")');
    sheet.eachRow((row) => row.eachCell((c) => expect(c.formula).toBeUndefined()));
  });

  it('fits column widths to the values within limits', async () => {
    const { sheet, header } = await sheetOf();
    const width = (name: string) => sheet.getColumn(header.indexOf(name) + 1).width ?? 0;
    expect(width('State')).toBeGreaterThanOrEqual(8);
    expect(width('State')).toBeLessThan(width('Organization Revenue'));
    expect(width('Personal Email Verified At')).toBeGreaterThanOrEqual('Personal Email Verified At'.length);
    expect(Math.max(...header.map(width))).toBeLessThanOrEqual(50);
  });

  it('adds List Status and List Note for a list, the note guarded', async () => {
    const { header, cell } = await sheetOf(true);
    expect(header.slice(-2)).toEqual(['List Status', 'List Note']);
    expect(cell(2, 'List Status').value).toBe('Contacted');
    expect(cell(2, 'List Note').value).toBe("'@call back Tue");
    expect(cell(3, 'List Status').value).toBe('New');
  });
});
