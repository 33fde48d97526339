import { describe, expect, test } from 'vitest';
import { physicianFixture } from '../../../testing/fixtures';
import { defaultColumns, parseColumns, tableColumns, toggleColumn } from './table-columns';

describe('table columns', () => {
  test('nothing stored, unreadable or not a list: the default columns', () => {
    expect(defaultColumns).toEqual(['title', 'specialty', 'organization', 'location']);
    for (const raw of [null, '{', '"skills"', '{"a":1}']) expect(parseColumns(raw)).toEqual(defaultColumns);
  });

  test('a stored choice keeps only known columns, in display order', () => {
    expect(parseColumns('["skills","bogus","title"]')).toEqual(['title', 'skills']);
    expect(parseColumns('[]')).toEqual([]);
  });

  test('toggling adds or removes one column and keeps the display order', () => {
    expect(toggleColumn(['title', 'skills'], 'industry')).toEqual(['title', 'industry', 'skills']);
    expect(toggleColumn(['title', 'skills'], 'title')).toEqual(['skills']);
  });

  test('skills show the first three and how many more; education its distinct degrees', () => {
    const p = physicianFixture({
      skills: ['A', 'B', 'C', 'D', 'E'],
      education: [
        { schoolName: 'X', degree: 'MD' },
        { schoolName: 'Y', degree: ' MD ' },
        { schoolName: 'Z', degree: 'MBA' },
      ],
    });
    const valueOf = (id: string) => tableColumns.find((c) => c.id === id)?.value(p);
    expect(valueOf('skills')).toBe('A, B, C +2 more');
    expect(valueOf('education')).toBe('MD, MBA');
  });
});
