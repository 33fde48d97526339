import type { SearchFilters } from '../../../core/ports';
import { fold } from '../../../core/search/fold';
import { keywordWords } from '../../../core/search/matcher';
import { expandState } from '../../../core/search/states';
import { inWindow, publicationWindow } from '../../../core/search/internal-filters';
import type { ColumnTable, SingleField } from './table';
import type { FieldColumn } from './field-columns';
import { fieldFilters } from './field-filters';
import { specialtyFilter } from './specialty-filter';
import { distanceFilter } from './distance';

/**
 * One compiled filter of spec §5 (the reference is core/search/matcher.ts).
 * Text is decided once per distinct value into code flags, so a row costs a
 * few array reads. `sources`, when present, say which inverted lists hold
 * every row that can pass, so a selective filter need not scan.
 */
export interface Filter {
  test: (row: number) => boolean;
  sources?: Array<{ field: SingleField | 'skills' | FieldColumn; flags: Uint8Array }>;
  /** The sources hold exactly the passing rows, so rows read from them need no test. */
  exact?: boolean;
}

const contains = (needle: string) => (lower: string) => lower.includes(needle);
const anyContains = (needles: string[]) => (lower: string) => needles.some((n) => lower.includes(n));
/** Folded as the dictionaries fold their values (core/search/fold.ts). */
const lowered = (values: string[] | undefined) => (values ?? []).map(fold);

type Field = SingleField;

export const compile = (t: ColumnTable, q: SearchFilters): Filter[] => {
  const c = t.cols;
  const d = t.dicts;
  const filters: Filter[] = [];
  const anySkill = (flags: Uint8Array) => (r: number) => t.skills.any(r, flags);

  const oneOf = (field: Field, test: ((lower: string) => boolean) | null) => {
    if (!test) return;
    const flags = d[field].flags(test);
    const col = c[field].data;
    filters.push({ test: (r) => flags[col[r] as number] === 1, sources: [{ field, flags }], exact: true });
  };

  // The reference also has the spec's first/last name rule for several words, but whatever it matches every word
  // matches too (core/search/matcher.ts), so one filter per word is the whole of it; each is exact and selective.
  const keywordFields: Field[] = ['firstName', 'lastName', 'specialty', 'organization', 'title'];
  for (const word of new Set(keywordWords(q.query ?? ''))) {
    const flags = keywordFields.map((f) => d[f].containing(word));
    const skillFlags = t.skillDict.containing(word);
    const [f0, f1, f2, f3, f4] = flags as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    const [c0, c1, c2, c3, c4] = keywordFields.map((f) => c[f].data) as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
    filters.push({
      test: (r) => !!(f0[c0[r]!] || f1[c1[r]!] || f2[c2[r]!] || f3[c3[r]!] || f4[c4[r]!]) || t.skills.any(r, skillFlags),
      sources: [...keywordFields.map((field, i) => ({ field, flags: flags[i] as Uint8Array })), { field: 'skills' as const, flags: skillFlags }],
      exact: true,
    });
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

  for (const skill of lowered(q.skills)) {
    const flags = t.skillDict.flags(contains(skill));
    filters.push({ test: anySkill(flags), sources: [{ field: 'skills', flags }], exact: true });
  }
  if (q.skillsSearch) {
    const flags = t.skillDict.flags(contains(fold(q.skillsSearch)));
    filters.push({ test: anySkill(flags), sources: [{ field: 'skills', flags }], exact: true });
  }
  const education = lowered(q.education);
  if (education.length) {
    const deg = t.degreeDict.flags(anyContains(education));
    const sch = t.schoolDict.flags(anyContains(education));
    const [codesD, codesS, start, end] = [t.degrees.codes.data, t.schools.codes.data, t.degrees.start.data, t.degrees.end.data];
    filters.push({
      test: (r) => {
        for (let i = start[r]!; i < end[r]!; i++) if (deg[codesD[i]!] || sch[codesS[i]!]) return true;
        return false;
      },
    });
  }
  filters.push(...internalFilters(t, q));
  filters.push(...fieldFilters(t, q));
  filters.push(...distanceFilter(t, q));
  return filters;
};

/** Server-set filters (core/search/internal-filters.ts): the publication window on the numeric column, excluded ids as a set. */
const internalFilters = (t: ColumnTable, q: SearchFilters): Filter[] => {
  const out: Filter[] = [];
  const w = publicationWindow(q);
  if (w) out.push({ test: (r) => inWindow(w, t.published[r] as number) });
  if (q.excludeIds?.length) {
    const excluded = new Set(q.excludeIds);
    out.push({ test: (r) => !excluded.has(t.ids[r] as string) });
  }
  return out;
};
