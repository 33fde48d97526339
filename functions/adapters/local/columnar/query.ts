import type { SearchFilters } from '../../../core/ports';
import { fold } from '../../../core/search/fold';
import { keywordWords } from '../../../core/search/matcher';
import { expandState } from '../../../core/search/states';
import { inWindow, publicationWindow } from '../../../core/search/internal-filters';
import type { ColumnTable, SingleField } from './table';
import { compact, type Filter } from './filter';
import { fieldFilters } from './field-filters';
import { intentFilter } from './intent-filter';
import { anyOf } from './sources';
import { specialtyFilter } from './specialty-filter';
import { distanceFilter } from './distance';

export type { Filter } from './filter';

const contains = (needle: string) => (lower: string) => lower.includes(needle);
const anyContains = (needles: string[]) => (lower: string) => needles.some((n) => lower.includes(n));
/** Folded as the dictionaries fold their values (core/search/fold.ts). */
const lowered = (values: string[] | undefined) => (values ?? []).map(fold);

/**
 * Compiles a search to filters (columnar/filter.ts). Text is decided once
 * per distinct value into code flags; each filter's inverted lists hold
 * exactly its passing rows, so the most selective one drives.
 */
export const compile = (t: ColumnTable, q: SearchFilters): Filter[] => {
  const d = t.dicts;
  const filters: Filter[] = [];

  const oneOf = (field: SingleField, test: ((lower: string) => boolean) | null) => {
    if (test) filters.push(anyOf(t, [{ field, flags: d[field].flags(test) }]));
  };

  // The reference also has the spec's first/last name rule for several words, but whatever it matches every word
  // matches too (core/search/matcher.ts), so one filter per word is the whole of it; each is exact and selective.
  const keywordFields: SingleField[] = ['firstName', 'lastName', 'specialty', 'organization', 'title'];
  for (const word of new Set(keywordWords(q.query ?? ''))) {
    filters.push(anyOf(t, [...keywordFields.map((field) => ({ field, flags: d[field].containing(word) })), { field: 'skills' as const, flags: t.skillDict.containing(word) }]));
  }

  const exactOneOf = (values: string[]) => (values.length ? (lower: string) => values.includes(lower) : null);
  const containsOneOf = (values: string[]) => (values.length ? anyContains(values) : null);
  const specialty = specialtyFilter(t, q.specialty, q.specialtyExact);
  if (specialty) filters.push(specialty);
  oneOf('title', containsOneOf(lowered(q.title)));
  oneOf('organization', containsOneOf(lowered(q.organization)));
  oneOf('city', containsOneOf(lowered(q.city)));
  oneOf('organizationSize', exactOneOf(lowered(q.companySize)));
  oneOf('organizationRevenue', exactOneOf(lowered(q.companyRevenue)));
  oneOf('organizationIndustry', exactOneOf(lowered(q.companyIndustry)));
  if (q.state) oneOf('state', exactOneOf(expandState(q.state).map(fold)));

  for (const skill of lowered(q.skills)) filters.push(anyOf(t, [{ field: 'skills', flags: t.skillDict.flags(contains(skill)) }]));
  if (q.skillsSearch) filters.push(anyOf(t, [{ field: 'skills', flags: t.skillDict.flags(contains(fold(q.skillsSearch))) }]));
  const education = lowered(q.education);
  if (education.length) filters.push(educationFilter(t, education));
  filters.push(...internalFilters(t, q));
  filters.push(...fieldFilters(t, q));
  filters.push(...distanceFilter(t, q));
  const intent = intentFilter(t, q);
  if (intent) filters.push(intent);
  return filters;
};

/** A degree or a school containing any of the terms; no inverted lists, so it only narrows. */
const educationFilter = (t: ColumnTable, terms: string[]): Filter => {
  const deg = t.degreeDict.flags(anyContains(terms));
  const sch = t.schoolDict.flags(anyContains(terms));
  return {
    size: () => Number.POSITIVE_INFINITY,
    exact: false,
    keep: (rows, n) => {
      const [codesD, codesS, start, end] = [t.degrees.codes.data, t.schools.codes.data, t.degrees.start.data, t.degrees.end.data];
      let k = 0;
      for (let i = 0; i < n; i++) {
        const r = rows[i] as number;
        for (let j = start[r] as number, e = end[r] as number; j < e; j++) {
          if (deg[codesD[j] as number] || sch[codesS[j] as number]) {
            rows[k++] = r;
            break;
          }
        }
      }
      return k;
    },
  };
};

/** Server-set filters (core/search/internal-filters.ts): the publication window on the numeric column, excluded ids as a set. */
const internalFilters = (t: ColumnTable, q: SearchFilters): Filter[] => {
  const out: Filter[] = [];
  const narrow = (pass: (row: number) => boolean): Filter => ({
    size: () => Number.POSITIVE_INFINITY,
    exact: false,
    keep: (rows, n, flags) => {
      for (let i = 0; i < n; i++) if (pass(rows[i] as number)) flags[i] = 1;
      return compact(rows, n, flags);
    },
  });
  const w = publicationWindow(q);
  if (w) out.push(narrow((r) => inWindow(w, t.published.data[r] as number)));
  if (q.excludeIds?.length) {
    const excluded = new Set(q.excludeIds);
    out.push(narrow((r) => !excluded.has(t.ids[r] as string)));
  }
  return out;
};
