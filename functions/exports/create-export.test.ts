import { describe, expect, it } from 'vitest';
import { exportInput as input, fakeExportDeps as fakeDeps } from '../../test/support/export-deps';
import { createExport } from './create-export';

describe('createExport', () => {
  it('exports at most the first 5,000 members of a list, counting exactly those rows', async () => {
    const { d, calls } = fakeDeps(6000);
    const reply = await createExport.run(input({ listId: 'l1' }), d);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ count: 5000, fileName: 'cardiology-tx-2026-11-22.csv', format: 'csv', files: 1, expiresAt: '2026-11-22T10:15:00.000Z' });
    expect(calls.names).toEqual(['cardiology-tx-2026-11-22.csv']);
    expect(calls.consumed).toEqual([5000]);
    expect(calls.logged).toEqual([5000]);
    expect(calls.ttl).toEqual([900]);
    expect(calls.puts[0]?.key).toMatch(/^exports\/u1\/[0-9A-HJKMNP-TV-Z]{26}\.csv$/);
    expect(calls.puts[0]?.contentType).toBe('text/csv; charset=utf-8');
    expect(calls.puts[0]?.body.split('\r\n')).toHaveLength(5002);
  });

  it("is 404 for a list that is not the caller's, before counting anything", async () => {
    const { d, calls } = fakeDeps(3);
    await expect(createExport.run(input({ listId: 'someone-elses' }), d)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(calls.consumed).toEqual([]);
  });

  it('gives a list export List Status and List Note columns (the note formula-guarded) and marks every exported row', async () => {
    const { d, calls } = fakeDeps(2);
    await createExport.run(input({ listId: 'l1' }), d);
    const [header, first, second] = calls.puts[0]!.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(',').slice(-2)).toEqual(['List Status', 'List Note']);
    expect(first!.endsWith(",Contacted,\"'=Called, call back Tue\"")).toBe(true);
    expect(second!.endsWith(',New,')).toBe(true);
    expect(calls.marked).toEqual([{ ids: ['phy_0', 'phy_1'], at: '2026-11-22T10:00:00.000Z' }]);
  });

  it('adds no list columns to an export of selected ids', async () => {
    const { d, calls } = fakeDeps(0);
    await createExport.run(input({ physicianIds: ['phy_1'] }), d);
    expect(calls.puts[0]!.body).not.toContain('List Status');
    expect(calls.marked).toEqual([{ ids: ['phy_1'], at: '2026-11-22T10:00:00.000Z' }]);
  });

  it('exports only the status the list page is filtered by, reading it page after page like the page does', async () => {
    const { d, calls } = fakeDeps(600);
    const reply = await createExport.run(input({ listId: 'l1', status: ['new'] }), d);
    expect(reply.body).toMatchObject({ count: 599 });
    expect(calls.marked[0]?.ids).not.toContain('phy_0');
    expect(calls.pages.map((p) => [p.status, p.limit, p.after?.physicianId])).toEqual([
      ['new', 250, undefined],
      ['new', 250, 'phy_250'],
      ['new', 250, 'phy_500'],
    ]);
  });

  it('asks the store for the pipeline order when the page sorts by status', async () => {
    const { d, calls } = fakeDeps(3);
    await createExport.run(input({ listId: 'l1', sort: 'status' }), d);
    expect(calls.pages).toEqual([{ byStatus: true, limit: 250 }]);
  });

  it('asks the store for the name order when the page sorts by name, with or without a status filter', async () => {
    const { d, calls } = fakeDeps(3);
    await createExport.run(input({ listId: 'l1', sort: 'name' }), d);
    await createExport.run(input({ listId: 'l1', sort: 'name', status: ['new'] }), d);
    expect(calls.pages).toEqual([
      { byName: true, limit: 250 },
      { status: 'new', byName: true, limit: 250 },
    ]);
  });

  it('lets a Monthly (basic) subscriber export', async () => {
    const { d } = fakeDeps(2, 'basic');
    expect((await createExport.run(input({ listId: 'l1' }), d)).status).toBe(200);
    expect((await createExport.run(input({ physicianIds: ['phy_1'] }), d)).status).toBe(200);
  });

  it('writes one row per distinct id', async () => {
    const { d, calls } = fakeDeps(0);
    const reply = await createExport.run(input({ physicianIds: ['phy_1', 'phy_2', 'phy_1'] }), d);
    expect(reply.body).toMatchObject({ count: 2 });
    expect(calls.consumed).toEqual([2]);
  });
});
