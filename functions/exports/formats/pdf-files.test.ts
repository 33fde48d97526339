import { describe, expect, it } from 'vitest';
import { exportRecord, exportRecords, pdfPages } from '../../../test/support/export-files';
import { columnsOf } from '../../core/export-columns';
import { exportRows } from './export-rows';
import { pdfProfiles } from './pdf-profiles';
import { fitWidths, pdfTable } from './pdf-table';

const FOOTER = 'Licensed to recruiter@example.com, 2026-11-25, not for resale';

const rowsOf = (records = exportRecords(), list = false) =>
  exportRows({
    records,
    columns: columnsOf('summary'),
    title: 'Cardiology MA',
    licensee: 'recruiter@example.com',
    day: '2026-11-25',
    ...(list ? { listEntry: () => ({ status: 'Interested', note: 'Prefers email' }) } : {}),
  });

/** n physicians with distinct, findable names. */
const many = (n: number) => Array.from({ length: n }, (_, i) => exportRecord({ id: `phy_${i}`, fullName: `Doctor Number${String(i).padStart(4, '0')}` }));

describe('pdfTable, read back with pdftotext', () => {
  it('is a PDF with the title, the header, every name (Latin-1 or not) and the licence line', async () => {
    const bytes = await pdfTable(rowsOf());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const [page, ...rest] = pdfPages(bytes);
    expect(rest).toEqual([]);
    expect(page).toContain('Cardiology MA');
    expect(page).toContain('3 physicians, exported 2026-11-25');
    for (const text of ['Full Name', 'Specialty', 'NPI', 'Ana Núñez', 'Łukasz Wróbel-Дмитриев', 'Bo Chen', '1234567893', 'ana@example.com']) expect(page).toContain(text);
    expect(page).toContain(FOOTER);
    expect(page).toContain('Page 1 of 1');
  });

  it('runs 1,000 rows over many landscape pages, each with the header row and the licence line', async () => {
    const pages = pdfPages(await pdfTable(rowsOf(many(1000))));
    expect(pages.length).toBeGreaterThan(20);
    pages.forEach((page, i) => {
      expect(page).toContain(FOOTER);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('Full Name');
    });
    const all = pages.join('\n');
    expect(all).toContain('Doctor Number0000');
    expect(all).toContain('Doctor Number0999');
  });

  it('shares the page: narrow columns keep their width, wide ones split the rest', () => {
    expect(fitWidths([10, 20, 30], 120)).toEqual([20, 40, 60]);
    expect(fitWidths([40, 50, 300, 400], 400)).toEqual([40, 50, 155, 155]);
    // The name column keeps its width; the others share the rest (issue 22: a report that cuts names is no use).
    expect(fitWidths([120, 50, 300, 400], 400, new Set([0]))).toEqual([120, 50, 115, 115]);
  });

  it('adds the list status and note columns for a list', async () => {
    const [page] = pdfPages(await pdfTable(rowsOf(exportRecords(), true)));
    expect(page).toContain('List Status');
    expect(page).toContain('Interested');
  });
});

describe('pdfProfiles, read back with pdftotext', () => {
  it('gives each physician a page of their own, footed like the table', async () => {
    const pages = pdfPages(await pdfProfiles({ ...rowsOf(), columns: columnsOf('all') }));
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Ana Núñez');
    expect(pages[1]).toContain('Łukasz Wróbel-Дмитриев');
    expect(pages[2]).toContain('Bo Chen');
    expect(pages[0]).toContain('Personal Email');
    expect(pages[0]).toContain('ana@example.com');
    expect(pages[0]).toContain('2026-10-01');
    // Lacking a work email, the second page does not list an empty one.
    expect(pages[1]).not.toContain('Work Email');
    pages.forEach((page, i) => {
      expect(page).toContain(FOOTER);
      expect(page).toContain(`Page ${i + 1} of 3`);
    });
  });

  it('keeps 50 profiles with long values at one page each', async () => {
    const long = many(50).map((r) => ({ ...r, skills: Array.from({ length: 60 }, (_, i) => `Skill number ${i}`) }));
    const pages = pdfPages(await pdfProfiles({ ...rowsOf(long, true), columns: columnsOf('all') }));
    expect(pages).toHaveLength(50);
    expect(pages[49]).toContain('Doctor Number0049');
    expect(pages[49]).toContain('Prefers email');
  });
});
