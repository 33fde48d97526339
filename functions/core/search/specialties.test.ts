import { describe, expect, it } from 'vitest';
import { displaySpecialty, mergeSpecialtyCounts } from './specialties';
import { expandState, usStates } from './states';

describe('specialty counts', () => {
  it('merge case-insensitively and sort by count descending', () => {
    const merged = mergeSpecialtyCounts([
      { specialty: 'cardiology', count: 2 },
      { specialty: 'Pediatrics', count: 4 },
      { specialty: 'CARDIOLOGY', count: 3 },
      { specialty: ' ', count: 9 },
    ]);
    expect(merged).toEqual([
      { specialty: 'Cardiology', count: 5 },
      { specialty: 'Pediatrics', count: 4 },
    ]);
  });
  it('merge spellings that display the same', () => {
    expect(mergeSpecialtyCounts([{ specialty: 'OB/GYN', count: 1 }, { specialty: 'obgyn', count: 2 }])).toEqual([{ specialty: 'OBGYN', count: 3 }]);
  });
  it('display OBGYN specially and capitalise the rest', () => {
    expect(displaySpecialty('ob/gyn')).toBe('OBGYN');
    expect(displaySpecialty('obgyn')).toBe('OBGYN');
    expect(displaySpecialty('internal medicine')).toBe('Internal Medicine');
  });
});

describe('states', () => {
  it('cover 50 states plus DC', () => {
    expect(usStates).toHaveLength(51);
  });
  it('expand both ways', () => {
    expect(expandState('tx')).toEqual(['TX', 'Texas']);
    expect(expandState('district of columbia')).toEqual(['DC', 'District of Columbia']);
    expect(expandState('Narnia')).toEqual(['Narnia']);
  });
});
