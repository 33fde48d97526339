import { describe, expect, it } from 'vitest';
import { parseSkills, splitList } from './parse-lists';

describe('parseSkills (Contactskills)', () => {
  it.each([
    ['comma-separated', 'Patient Care, Research, Teaching', ['Patient Care', 'Research', 'Teaching']],
    ['single-quoted items', `'Patient Care' 'Research'`, ['Patient Care', 'Research']],
    ['double-quoted items with separators', `"Surgery"; "Teaching"`, ['Surgery', 'Teaching']],
    ['a bracketed list', `["Patient Care", "Research"]`, ['Patient Care', 'Research']],
    ['a quoted item holding a comma and an apostrophe', `'Women's Health', 'Pain Management, Acute'`, ["Women's Health", 'Pain Management, Acute']],
    ['an apostrophe in unquoted text', `Parkinson's Disease, Epilepsy`, ["Parkinson's Disease", 'Epilepsy']],
    ['duplicates in other case and stray spaces', ' Research ,research,  Patient   Care ,, ', ['Research', 'Patient Care']],
    ['semicolons, pipes and bullets', '• Surgery; Teaching | Research', ['Surgery', 'Teaching', 'Research']],
    ['nothing', '   ', []],
  ])('%s', (_name, text, expected) => {
    expect(parseSkills(text)).toEqual(expected);
  });
});

describe('splitList', () => {
  it('splits on ; or | when present so items may hold commas, else on commas', () => {
    expect(splitList('English; Spanish, Latin American | French')).toEqual(['English', 'Spanish, Latin American', 'French']);
    expect(splitList('TX, OK, tx')).toEqual(['TX', 'OK']);
    expect(splitList('')).toEqual([]);
  });
});
