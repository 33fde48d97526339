import { describe, expect, test } from 'vitest';
import { applyHint, keywordHints } from './keyword-hints';
import { emptyFilters } from './search-url';

const hintsFor = (query: string, extra = {}) => keywordHints({ ...emptyFilters(), query, ...extra }).map((h) => [h.filter, h.value, h.words.join(' ')]);

describe('keyword hints (issue 21)', () => {
  test('finds lay specialties, languages and states, longest run first', () => {
    expect(hintsFor('heart doctor')).toEqual([['specialty', 'heart doctor', 'heart doctor']]);
    expect(hintsFor('smith ob/gyn new york')).toEqual([['specialty', 'OB/GYN', 'ob/gyn'], ['state', 'NY', 'new york']]);
    expect(hintsFor('mandarin TX')).toEqual([['language', 'Mandarin', 'mandarin'], ['state', 'TX', 'TX']]);
  });

  test('reads short abbreviations only in capitals, and offers nothing already set', () => {
    expect(hintsFor('ed smith in or')).toEqual([]);
    expect(hintsFor('ED ENT')).toEqual([['specialty', 'ED', 'ED'], ['specialty', 'ENT', 'ENT']]);
    expect(hintsFor('spanish texas', { language: ['spanish'], state: 'TX' })).toEqual([]);
  });

  test('moves the words out of Keywords into the filter', () => {
    const f = { ...emptyFilters(), query: 'jane heart doctor', specialty: ['GI'] };
    const [hint] = keywordHints(f);
    expect(applyHint(f, hint!)).toEqual({ query: 'jane', specialty: ['GI', 'heart doctor'] });
  });
});
