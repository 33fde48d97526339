import { layTermNames, termKey } from '@core/taxonomy/lay-terms';
import { usStates } from '@core/search/states';
import { languageOptions } from './physician-filters';
import { keywordTags, type SearchFilters } from './search-url';

/**
 * Keywords search names, specialty, skills, company and title (spec core §5),
 * so a recruiter who types a lay specialty ("heart doctor"), a language or a
 * state there would get nothing from those words. Each such run of words is
 * offered as the filter it means (issue 21): "Did you mean specialty …?".
 */
export type KeywordHint = {
  /** The tags the hint replaces, as typed. */
  readonly words: readonly string[];
  readonly filter: 'specialty' | 'language' | 'state';
  readonly value: string;
};

const layTerms = new Map(layTermNames.map((t) => [termKey(t), t]));
const languages = new Map(languageOptions.map((l) => [l.toLowerCase(), l]));
const stateNames = new Map(usStates.map(([code, name]) => [name.toLowerCase(), code]));
const stateCodes = new Set(usStates.map(([code]) => code));
const LONGEST = 4;

/** Short abbreviations ('ED', 'GI', 'ENT', 'CA') are also names and words: offered only when typed in capitals. */
const capitalsOnly = (words: string) => words.length <= 3 && words !== words.toUpperCase();

const hintOf = (words: string[], f: SearchFilters): KeywordHint | null => {
  const text = words.join(' ');
  const lower = text.toLowerCase();
  const term = layTerms.get(termKey(text));
  if (term && !capitalsOnly(text) && !f.specialty.some((s) => termKey(s) === termKey(text))) return { words, filter: 'specialty', value: term };
  const language = languages.get(lower);
  if (language && !f.language.some((l) => l.toLowerCase() === lower)) return { words, filter: 'language', value: language };
  const state = stateNames.get(lower) ?? (stateCodes.has(text) ? text : undefined);
  if (state && f.state.toUpperCase() !== state) return { words, filter: 'state', value: state };
  return null;
};

export const keywordHints = (f: SearchFilters): KeywordHint[] => {
  const tags = keywordTags(f.query);
  const hints: KeywordHint[] = [];
  for (let i = 0; i < tags.length; ) {
    let found: KeywordHint | null = null;
    for (let n = Math.min(LONGEST, tags.length - i); n >= 1 && !found; n--) found = hintOf(tags.slice(i, i + n), f);
    if (found) hints.push(found);
    i += found ? found.words.length : 1;
  }
  return hints;
};

/** The filters with the hint applied: its words leave Keywords and its value joins the filter it names. */
export const applyHint = (f: SearchFilters, hint: KeywordHint): Partial<SearchFilters> => {
  const tags = keywordTags(f.query);
  const at = tags.findIndex((_, i) => hint.words.every((w, k) => tags[i + k] === w));
  const query = (at < 0 ? tags : [...tags.slice(0, at), ...tags.slice(at + hint.words.length)]).join(' ');
  if (hint.filter === 'state') return { query, state: hint.value };
  return { query, [hint.filter]: [...f[hint.filter], hint.value] };
};

export const hintLabel = (hint: KeywordHint): string => {
  if (hint.filter === 'specialty') return `specialty “${hint.value}”`;
  if (hint.filter === 'language') return `language ${hint.value}`;
  return `state ${usStates.find(([code]) => code === hint.value)?.[1] ?? hint.value}`;
};
