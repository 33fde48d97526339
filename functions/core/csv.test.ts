import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportRecord } from '../../test/support/export-files';
import type { PhysicianRecord } from './schemas/physician';
import { exportHeaders, neutralise, physiciansCsv } from './csv';

// The shared export fixture, with the Ohio record these cells were written against.
const record = (over: Partial<PhysicianRecord> = {}): PhysicianRecord =>
  exportRecord({
    city: 'Columbus',
    state: 'OH',
    location: 'Columbus, OH',
    education: [{ schoolName: 'Ohio State University', degree: 'MD', field: 'Medicine' }, { schoolName: 'Kenyon College', degree: 'BS' }],
    licenseStates: ['OH', 'KY'],
    boardCertifications: ['ABIM Cardiovascular Disease'],
    zip: '43215',
    phone: '614-555-0100',
    directDial: '614-555-0199',
    personalEmailVerifiedAt: '2026-10-01T00:00:00.000Z',
    directDialVerifiedAt: undefined,
    ...over,
  });

const rowsOf = (csv: string): string[][] => parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: false }) as string[][];
const cell = (csv: string, header: string, row = 1): string => rowsOf(csv)[row]![exportHeaders.indexOf(header)]!;

describe('physiciansCsv', () => {
  it('starts with a UTF-8 BOM, ends every line with CRLF and has the documented columns in order', () => {
    const csv = physiciansCsv([record()]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(rowsOf(csv)[0]).toEqual([
      'First Name', 'Last Name', 'Full Name', 'Title', 'Specialty', 'Organization', 'Organization Size', 'Organization Revenue',
      'Organization Industry', 'City', 'State', 'ZIP', 'Personal Email', 'Work Email', 'Phone', 'Direct Dial', 'LinkedIn', 'NPI',
      'License States', 'Board Certifications', 'Languages', 'Graduation Year', 'Skills', 'Education', 'Email Verified At', 'Phone Verified At',
      'Personal Email Verified At', 'Work Email Verified At', 'Phone Number Verified At', 'Direct Dial Verified At',
    ]);
  });

  it('writes one row per record with list values joined by "; "', () => {
    const csv = physiciansCsv([record(), record({ id: 'phy_2', firstName: 'Bo', personalEmail: undefined, phone: undefined })]);
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(0, 3)).toEqual(['Ana', 'Núñez', 'Ana Núñez']);
    expect(cell(csv, 'Skills')).toBe('Echocardiography; Cardiac Catheterization');
    expect(cell(csv, 'License States')).toBe('OH; KY');
    expect(cell(csv, 'Languages')).toBe('English; Spanish');
    expect(cell(csv, 'Education')).toBe('MD, Ohio State University (Medicine); BS, Kenyon College');
    expect(cell(csv, 'Graduation Year')).toBe('2004');
    expect(cell(csv, 'NPI')).toBe('1234567893');
    expect(cell(csv, 'Email Verified At')).toBe('2026-10-01T00:00:00.000Z');
    // Without a personal email / phone the verified-at columns follow the work email and direct dial.
    expect(cell(csv, 'Personal Email', 2)).toBe('');
    expect(cell(csv, 'Email Verified At', 2)).toBe('2026-09-01T00:00:00.000Z');
    expect(cell(csv, 'Phone Verified At', 2)).toBe('');
  });

  it('dates each contact column in its own verified-at column, empty where the value or its date is missing', () => {
    const csv = physiciansCsv([record(), record({ id: 'phy_2', personalEmail: undefined, phone: '555 0100', phoneVerifiedAt: undefined })]);
    expect(cell(csv, 'Personal Email Verified At')).toBe('2026-10-01T00:00:00.000Z');
    expect(cell(csv, 'Work Email Verified At')).toBe('2026-09-01T00:00:00.000Z');
    expect(cell(csv, 'Phone Number Verified At')).toBe('2026-10-02T00:00:00.000Z');
    expect(cell(csv, 'Personal Email Verified At', 2)).toBe('');
    expect(cell(csv, 'Work Email Verified At', 2)).toBe('2026-09-01T00:00:00.000Z');
    expect(cell(csv, 'Phone Number Verified At', 2)).toBe('');
    // A direct dial without a date: known value, unknown freshness.
    expect(cell(csv, 'Direct Dial')).toBe('614-555-0199');
    expect(cell(csv, 'Direct Dial Verified At')).toBe('');
  });

  it('quotes commas, quotes and line breaks per RFC 4180', () => {
    const csv = physiciansCsv([record({ organization: 'Smith, Jones & Co', title: 'The "Chief"', city: 'Line1\nLine2', state: 'A\r\nB' })]);
    expect(csv).toContain('"Smith, Jones & Co"');
    expect(csv).toContain('"The ""Chief"""');
    expect(csv).toContain('"Line1\nLine2"');
    expect(cell(csv, 'Organization')).toBe('Smith, Jones & Co');
    expect(cell(csv, 'Title')).toBe('The "Chief"');
    expect(cell(csv, 'City')).toBe('Line1\nLine2');
    expect(cell(csv, 'State')).toBe('A\r\nB');
    expect(rowsOf(csv)).toHaveLength(2);
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])('neutralises a cell starting with %j with a leading apostrophe', (prefix) => {
    const value = `${prefix}HYPERLINK("http://evil.example")`;
    expect(neutralise(value)).toBe(`'${value}`);
    const csv = physiciansCsv([record({ firstName: value, skills: [value] })]);
    expect(cell(csv, 'First Name')).toBe(`'${value}`);
    expect(cell(csv, 'Skills')).toBe(`'${value}`);
  });

  it('prefixes a real international phone too, and leaves ordinary values alone', () => {
    const csv = physiciansCsv([record({ phone: '+1 614 555 0100' })]);
    expect(cell(csv, 'Phone')).toBe("'+1 614 555 0100");
    expect(cell(csv, 'Direct Dial')).toBe('614-555-0199');
    expect(neutralise('Ana')).toBe('Ana');
    expect(neutralise('a=b')).toBe('a=b');
  });

  it('is a header alone for no records', () => {
    expect(rowsOf(physiciansCsv([]))).toEqual([[...exportHeaders]]);
  });
});
