import { describe, expect, test } from 'vitest';
import { physicianFixture } from '../../../testing/fixtures';
import { tableCells } from './table-cells';

describe('table cells', () => {
  const p = physicianFixture({
    skills: ['A', 'B', 'C', 'D', 'E'],
    education: [
      { schoolName: 'X', degree: 'MD' },
      { schoolName: 'Y', degree: ' MD ' },
      { schoolName: 'Z', degree: 'MBA' },
    ],
    npi: '1234567893',
    licenseStates: ['TX', 'CA'],
    boardCertifications: ['ABIM Cardiovascular Disease'],
    languages: ['English', 'Spanish'],
    graduationYear: 2008,
    taxonomyCodes: ['207RI0011X', '207RC0000X'],
    primaryTaxonomy: '207RC0000X',
  });
  const mark = { physicianId: 'p-1', lists: [{ id: 'l1', name: 'Austin' }, { id: 'l2', name: 'Cardio Q3' }], exportedAt: '2026-03-04' };
  const value = (id: keyof typeof tableCells) => tableCells[id].value(p, mark);

  test('skills show the first three and how many more; education its distinct degrees', () => {
    expect(value('skills')).toBe('A, B, C +2 more');
    expect(value('education')).toBe('MD, MBA');
  });

  test('the physician fields, the primary taxonomy first, and the marks', () => {
    expect([value('npi'), value('licenseStates'), value('boards'), value('languages'), value('graduationYear'), value('taxonomy')]).toEqual([
      '1234567893', 'TX, CA', 'ABIM Cardiovascular Disease', 'English, Spanish', '2008', '207RC0000X, 207RI0011X',
    ]);
    expect([value('lists'), value('exported')]).toEqual(['Austin, Cardio Q3', 'Mar 4, 2026']);
    expect([tableCells.lists.value(p, undefined), tableCells.exported.value(p, undefined), tableCells.distance.value(p, undefined)]).toEqual(['', '', '']);
  });
});
