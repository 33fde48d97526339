import { describe, expect, test } from 'vitest';
import { physicianFixture } from '../../../testing/fixtures';
import { cardMatchesOf, hasMatches } from './card-matches';

const p = physicianFixture({ licenseStates: ['TX', 'California', 'NY'], boardCertifications: ['ABIM Cardiovascular Disease', 'ABFM Family Medicine'], languages: ['English', 'Spanish'] });
const none = { licenseState: [], boardCertification: [], language: [] };

describe('card matches: the API rules, mirrored', () => {
  test('a license state in either spelling, a board by contains, a language exactly, all case-folded', () => {
    const m = cardMatchesOf(p, { licenseState: ['ca', 'Texas'], boardCertification: ['cardio'], language: ['spanish', 'Span'] });
    expect(m).toEqual({ licenseStates: ['TX', 'California'], boards: ['ABIM Cardiovascular Disease'], languages: ['Spanish'], distance: '' });
    expect(hasMatches(m)).toBe(true);
  });

  test('no physician filter, no distance: nothing to show', () => {
    expect(hasMatches(cardMatchesOf(p, none))).toBe(false);
  });

  test('a measured distance is a match (results carry one only under a distance filter)', () => {
    expect(cardMatchesOf(Object.assign(physicianFixture(), { distanceMiles: 4.26 }), none).distance).toBe('4.3 mi');
  });
});
