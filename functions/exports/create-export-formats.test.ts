import { describe, expect, it } from 'vitest';
import { exportInput as input, fakeExportDeps as fakeDeps } from '../../test/support/export-deps';
import { EXPORT_FORMATS } from '../core/export-formats';
import { exportRequest } from '../core/schemas/exports';
import { createExport } from './create-export';

const issuesOf = (body: unknown) => {
  const parsed = exportRequest.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('createExport in every format (issue 22)', () => {
  const expected = {
    csv: ['text/csv; charset=utf-8', 'cardiology-tx-2026-11-22.csv', '.csv'],
    xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'cardiology-tx-2026-11-22.xlsx', '.xlsx'],
    pdf: ['application/pdf', 'cardiology-tx-2026-11-22.pdf', '.pdf'],
    'pdf-profiles': ['application/pdf', 'cardiology-tx-2026-11-22-profiles.pdf', '.pdf'],
    bullhorn: ['text/csv; charset=utf-8', 'cardiology-tx-2026-11-22-bullhorn.csv', '.csv'],
    salesforce: ['text/csv; charset=utf-8', 'cardiology-tx-2026-11-22-salesforce.csv', '.csv'],
  } as const;

  it.each(EXPORT_FORMATS)('%s: stores the file under its type, names the download, and counts, logs and marks the same rows', async (format) => {
    const { d, calls } = fakeDeps(3);
    const reply = await createExport.run(input({ listId: 'l1', format }), d);
    const [contentType, fileName, extension] = expected[format];
    expect(reply.body).toMatchObject({ format, fileName, count: 3, files: 1 });
    expect(calls.puts).toHaveLength(1);
    expect(calls.puts[0]?.contentType).toBe(contentType);
    expect(calls.puts[0]?.key.endsWith(extension)).toBe(true);
    expect(calls.names).toEqual([fileName]);
    expect(calls.ttl).toEqual([900]);
    expect(calls.consumed).toEqual([3]);
    expect(calls.logged).toEqual([3]);
    expect(calls.marked).toEqual([{ ids: ['phy_0', 'phy_1', 'phy_2'], at: '2026-11-22T10:00:00.000Z' }]);
  });

  it('names a selection by its size', async () => {
    const { d } = fakeDeps(0);
    const reply = await createExport.run(input({ physicianIds: ['a', 'b'], format: 'xlsx' }), d);
    expect(reply.body).toMatchObject({ fileName: 'physicians-2-2026-11-22.xlsx' });
  });

  it("names one physician's export (the admin's Export Full Profile) after them", async () => {
    const { d } = fakeDeps(0);
    const reply = await createExport.run(input({ physicianIds: ['a'], format: 'pdf-profiles' }), d);
    expect(reply.body).toMatchObject({ fileName: 'a-b-2026-11-22-profiles.pdf', count: 1 });
  });

  it('holds the first 1,000 rows of a longer list view in a PDF table and the first 50 in PDF profiles, counting only those', async () => {
    for (const [format, rows] of [['pdf', 1000], ['pdf-profiles', 50]] as const) {
      const { d, calls } = fakeDeps(1200);
      const reply = await createExport.run(input({ listId: 'l1', format }), d);
      expect(reply.body).toMatchObject({ count: rows });
      expect(calls.consumed).toEqual([rows]);
      expect(calls.marked[0]?.ids).toHaveLength(rows);
    }
  });

  it('hands a Bullhorn export of more than 1,000 rows over as one zip of 1,000-row files', async () => {
    const { d, calls } = fakeDeps(2500);
    const reply = await createExport.run(input({ listId: 'l1', format: 'bullhorn' }), d);
    expect(reply.body).toMatchObject({ count: 2500, files: 3, fileName: 'cardiology-tx-2026-11-22-bullhorn.zip' });
    expect(calls.puts[0]?.contentType).toBe('application/zip');
    expect(calls.puts[0]?.key.endsWith('.zip')).toBe(true);
    expect(calls.puts[0]?.body.slice(0, 2)).toBe('PK');
    expect(calls.consumed).toEqual([2500]);
  });
});

describe('the export request (issue 22)', () => {
  it('defaults to CSV with every column, and a PDF table to the summary columns', () => {
    expect(exportRequest.parse({ physicianIds: ['a'] })).toEqual({ physicianIds: ['a'], format: 'csv', columns: 'all' });
    expect(exportRequest.parse({ physicianIds: ['a'], format: 'pdf' })).toMatchObject({ columns: 'summary' });
    expect(exportRequest.parse({ physicianIds: ['a'], format: 'bullhorn' })).toEqual({ physicianIds: ['a'], format: 'bullhorn' });
    expect(exportRequest.parse({ listId: 'l1', format: 'xlsx', columns: ['npi', 'zip'] })).toMatchObject({ columns: ['npi', 'zip'] });
  });

  it('refuses, naming the field, a selection too long for its format, columns for an ATS layout, unknown or repeated columns, and a PDF table too wide', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `phy_${i}`);
    expect(issuesOf({ physicianIds: ids(51), format: 'pdf-profiles' })).toEqual([['physicianIds', 'A pdf-profiles export holds at most 50 physicians']]);
    expect(issuesOf({ physicianIds: ids(50), format: 'pdf-profiles' })).toEqual([]);
    expect(issuesOf({ physicianIds: ['a'], format: 'salesforce', columns: 'all' })[0]?.[0]).toBe('columns');
    expect(issuesOf({ physicianIds: ['a'], columns: ['npi', 'ssn'] })[0]?.[0]).toBe('columns');
    expect(issuesOf({ physicianIds: ['a'], columns: ['npi', 'npi'] })[0]?.[0]).toBe('columns');
    expect(issuesOf({ physicianIds: ['a'], columns: [] })[0]?.[0]).toBe('columns');
    expect(issuesOf({ physicianIds: ['a'], format: 'pdf', columns: 'all' })[0]?.[0]).toBe('columns');
    const eleven = ['firstName', 'lastName', 'fullName', 'title', 'specialty', 'organization', 'city', 'state', 'zip', 'npi', 'phone'];
    expect(issuesOf({ physicianIds: ['a'], format: 'pdf', columns: eleven })[0]?.[0]).toBe('columns');
    expect(issuesOf({ physicianIds: ['a'], format: 'docx' })[0]?.[0]).toBe('format');
  });
});
