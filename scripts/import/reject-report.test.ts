import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { guardCell, rejectReport } from './reject-report';

const dir = mkdtempSync(join(tmpdir(), 'reject-report-'));

describe('rejected-rows report', () => {
  it.each([['=SUM(A1)'], ['+1 555'], ['-2'], ['@cmd'], ['\tx'], ['\rx']])('guards %j against formula injection', (cell) => {
    expect(guardCell(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary cells alone', () => {
    expect(guardCell('Ada')).toBe('Ada');
    expect(guardCell('')).toBe('');
    expect(guardCell('a=b')).toBe('a=b');
  });

  it('writes line, reasons and the original cells, guarded, under the original header', async () => {
    const path = join(dir, 'rejected.csv');
    const report = rejectReport(path, ['Contactfirstname', 'Companyname', '=evil header']);
    await report.add({ line: 3, reasons: ['Contactlastname is required', 'Personalemail is not a valid email address'], cells: ['Ada', '=HYPERLINK("http://x.example.com")', '@x'] });
    expect(await report.close()).toBe(1);
    const rows = parse(readFileSync(path, 'utf8')) as string[][];
    expect(rows).toEqual([
      ['line', 'reasons', 'Contactfirstname', 'Companyname', "'=evil header"],
      ['3', 'Contactlastname is required; Personalemail is not a valid email address', 'Ada', `'=HYPERLINK("http://x.example.com")`, "'@x"],
    ]);
  });

  it('creates no file when nothing was rejected', async () => {
    const path = join(dir, 'clean.csv');
    expect(await rejectReport(path, ['a']).close()).toBe(0);
    expect(existsSync(path)).toBe(false);
  });
});
