import { describe, expect, it } from 'vitest';
import { parseEducation } from './parse-education';

describe('parseEducation (Contacteducation)', () => {
  it.each([
    ['school - degree pairs', 'Harvard Medical School - MD; Yale University - BS', [{ schoolName: 'Harvard Medical School', degree: 'MD' }, { schoolName: 'Yale University', degree: 'BS' }]],
    ['degree, school pairs', 'MD, Harvard Medical School, BS, Yale University', [{ schoolName: 'Harvard Medical School', degree: 'MD' }, { schoolName: 'Yale University', degree: 'BS' }]],
    [
      'parentheses with years and a field',
      'Harvard Medical School (MD, 2005-2009) | Yale University (BS in Biology)',
      [{ schoolName: 'Harvard Medical School', degree: 'MD', startDate: '2005', endDate: '2009' }, { schoolName: 'Yale University', degree: 'BS', field: 'Biology' }],
    ],
    ['a spelled-out degree from a school', 'Doctor of Medicine from Johns Hopkins University', [{ schoolName: 'Johns Hopkins University', degree: 'MD' }]],
    ['two degrees of one school', 'Harvard Medical School, MD, PhD', [{ schoolName: 'Harvard Medical School', degree: 'MD' }, { schoolName: 'Harvard Medical School', degree: 'PhD' }]],
    [
      'spelled-out degrees before their schools',
      'Bachelor of Science in Biology, Cornell University; Doctor of Medicine, Weill Cornell Medicine',
      [{ schoolName: 'Cornell University', degree: 'BS', field: 'Biology' }, { schoolName: 'Weill Cornell Medicine', degree: 'MD' }],
    ],
    ['dotted degrees and a graduation year', 'Stanford University School of Medicine, M.D., 2010', [{ schoolName: 'Stanford University School of Medicine', degree: 'MD', endDate: '2010' }]],
    ['a school whose name starts like a degree', 'MD Anderson Cancer Center', [{ schoolName: 'MD Anderson Cancer Center', degree: '' }]],
    ['a dash inside a school name', 'University of Texas - Austin, BS', [{ schoolName: 'University of Texas - Austin', degree: 'BS' }]],
    ['a school alone', 'Emory University', [{ schoolName: 'Emory University', degree: '' }]],
    ['a degree alone', 'MD', [{ schoolName: '', degree: 'MD' }]],
    ['nothing', '', []],
  ])('%s', (_name, text, expected) => {
    expect(parseEducation(text)).toEqual(expected);
  });
});
