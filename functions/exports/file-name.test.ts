import { describe, expect, it } from 'vitest';
import { exportFileName, slugOf } from './file-name';

const now = new Date('2026-11-25T23:59:00.000Z');

describe('export file names', () => {
  it('slugs a list name to lower-case ASCII words', () => {
    expect(slugOf('Cardiology — TX')).toBe('cardiology-tx');
    expect(slugOf('  Núñez & Łódź: "Top" 50 ')).toBe('nunez-lodz-top-50');
    expect(slugOf('Дмитрий')).toBe('');
    expect(slugOf('a'.repeat(80))).toHaveLength(60);
  });

  it('names a list by its slug, a selection by its size, each with the UTC day and the format', () => {
    expect(exportFileName({ listName: 'Cardiology TX' }, 'xlsx', now)).toBe('cardiology-tx-2026-11-25.xlsx');
    expect(exportFileName({ listName: 'Cardiology TX' }, 'csv', now)).toBe('cardiology-tx-2026-11-25.csv');
    expect(exportFileName({ selected: 42 }, 'pdf', now)).toBe('physicians-42-2026-11-25.pdf');
    expect(exportFileName({ physicianName: 'José Núñez' }, 'xlsx', now)).toBe('jose-nunez-2026-11-25.xlsx');
    expect(exportFileName({ physicianName: '李' }, 'pdf-profiles', now)).toBe('physician-2026-11-25-profiles.pdf');
    expect(exportFileName({ selected: 3 }, 'pdf-profiles', now)).toBe('physicians-3-2026-11-25-profiles.pdf');
    expect(exportFileName({ selected: 3 }, 'salesforce', now)).toBe('physicians-3-2026-11-25-salesforce.csv');
    expect(exportFileName({ listName: 'Cardiology TX' }, 'bullhorn', now)).toBe('cardiology-tx-2026-11-25-bullhorn.csv');
    expect(exportFileName({ listName: 'Cardiology TX' }, 'bullhorn', now, true)).toBe('cardiology-tx-2026-11-25-bullhorn.zip');
  });

  it('falls back to "list" for a name with no Latin letters or digits', () => {
    expect(exportFileName({ listName: 'Кардиология' }, 'csv', now)).toBe('list-2026-11-25.csv');
  });
});
