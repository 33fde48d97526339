import type { SearchFilters } from '../../../core/ports';
import { fold } from '../../../core/search/fold';
import { keywordWords } from '../../../core/search/matcher';
import { expandState } from '../../../core/search/states';
import type { ColumnTable, SingleField } from './table';

/**
 * One compiled filter of spec §5 (the reference is core/search/matcher.ts).
 * Text is decided once per distinct value into code flags, so a row costs a
 * few array reads. `sources`, when present, say which inverted lists hold
 * every row that can pass, so a selective filter need not scan.
 */
export interface Filter {
  test: (row: number) => boolean;
  sources?: Array<{ field: SingleField | 'skills'; flags: Uint8Array }>;
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
  const specialties = lowered(q.specialty);
  oneOf('specialty', specialties.length ? (lower) => specialties.some((v) => (v === 'physician' ? lower === v : lower.includes(v))) : null);
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
  return filters;
};
