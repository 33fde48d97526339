import { describe, expect, test } from 'vitest';
import { defaultColumns, parseColumns, serializeColumns, tableColumns, toggleColumn } from './table-columns';

describe('table columns', () => {
  test('every field a recruiter filters on is a column; the API sort keys are on their columns', () => {
    expect(tableColumns.map((c) => c.label)).toEqual(
      expect.arrayContaining(['NPI', 'License States', 'Board Certifications', 'Languages', 'Graduation Year', 'Distance', 'Taxonomy', 'In Your Lists', 'Exported On', 'Email Verified', 'Phone Verified']),
    );
    expect(tableColumns.flatMap((c) => ('sortKey' in c ? [`${c.id}:${c.sortKey}`] : []))).toEqual(['specialty:specialty', 'location:location', 'distance:distance']);
  });

  test('nothing stored, unreadable or not a choice: the default columns', () => {
    expect(defaultColumns).toEqual(['title', 'specialty', 'organization', 'location', 'distance', 'licenseStates', 'lists', 'exported']);
    for (const raw of [null, '{', '"skills"', '{"a":1}', '{"shown":["npi"]}']) expect(parseColumns(raw)).toEqual(defaultColumns);
  });

  test('a stored choice keeps only known columns, in display order, and round-trips', () => {
    const stored = serializeColumns(['skills', 'npi', 'title']);
    expect(parseColumns(stored)).toEqual(['title', 'npi', 'skills']);
    expect(parseColumns(serializeColumns([]))).toEqual([]);
    expect(parseColumns('{"shown":["skills","bogus"],"offered":["skills","title","bogus"]}')).toEqual(
      // Offered then and not chosen: off. Not offered then (added since): its default.
      defaultColumns.filter((id) => id !== 'title').concat('skills'),
    );
  });

  test('a choice stored before issue 24 (a bare list) keeps it and gains the new default columns', () => {
    expect(parseColumns('["skills","bogus","title"]')).toEqual(['title', 'distance', 'licenseStates', 'lists', 'exported', 'skills']);
    expect(parseColumns('[]')).toEqual(['distance', 'licenseStates', 'lists', 'exported']);
  });

  test('toggling adds or removes one column and keeps the display order', () => {
    expect(toggleColumn(['title', 'skills'], 'industry')).toEqual(['title', 'industry', 'skills']);
    expect(toggleColumn(['title', 'skills'], 'title')).toEqual(['skills']);
  });
});

describe('verified date cells', () => {
  test('show the summary dates, and a dash when there is none', async () => {
    const { tableCells } = await import('../components/table-cells');
    const p = { emailLastVerifiedAt: '2026-03-05T12:00:00.000Z' } as Parameters<(typeof tableCells)['emailVerified']['value']>[0];
    expect(tableCells.emailVerified.value(p, undefined)).toMatch(/2026/);
    expect(tableCells.phoneVerified.value(p, undefined)).toBe('');
  });
});
