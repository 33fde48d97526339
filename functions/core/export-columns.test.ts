import { describe, expect, it } from 'vitest';
import { COLUMN_PRESETS, EXPORT_COLUMNS, EXPORT_COLUMN_KEYS, columnsOf, datesBesideContacts } from './export-columns';

const keys = (cs: ReadonlyArray<{ key: string }>) => cs.map((c) => c.key);

describe('the export column table', () => {
  it('has one column per key, in key order, and every preset names known keys', () => {
    expect(keys(EXPORT_COLUMNS)).toEqual([...EXPORT_COLUMN_KEYS]);
    for (const preset of Object.values(COLUMN_PRESETS)) for (const k of preset) expect(EXPORT_COLUMN_KEYS).toContain(k);
  });

  it('types ZIP, NPI and phones as text, the year as an integer, verified-at as dates', () => {
    const kind = (k: (typeof EXPORT_COLUMN_KEYS)[number]) => columnsOf([k])[0]?.kind;
    expect([kind('zip'), kind('npi'), kind('phone'), kind('directDial')]).toEqual(['text', 'text', 'text', 'text']);
    expect(kind('graduationYear')).toBe('integer');
    expect(EXPORT_COLUMNS.filter((c) => c.kind === 'date').map((c) => c.header.endsWith('Verified At'))).toEqual(Array(6).fill(true));
  });

  it('moves each contact column\'s own date right after it, leaving the rest in order', () => {
    expect(keys(datesBesideContacts(columnsOf(['phoneNumberVerifiedAt', 'fullName', 'phone', 'workEmailVerifiedAt'])))).toEqual(['fullName', 'phone', 'phoneNumberVerifiedAt', 'workEmailVerifiedAt']);
    const all = keys(datesBesideContacts(columnsOf('all')));
    expect(all).toHaveLength(30);
    expect(all.indexOf('directDialVerifiedAt')).toBe(all.indexOf('directDial') + 1);
  });
});
