import type { PhysicianSearchQuery, PhysicianSummary } from '../schemas/physician';
import { expandState } from './states';

/**
 * Spec core §5 as a predicate over one profile. This is the reference
 * semantics: the local engine runs it and the OpenSearch query builder is
 * tested to agree with it.
 */
export type Predicate = (p: PhysicianSummary) => boolean;

const has = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle);

const keywordPredicate = (query: string): Predicate | null => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  if (words.length === 1) {
    const w = words[0] as string;
    return (p) =>
      has(p.firstName, w) || has(p.lastName, w) || has(p.specialty, w) || p.skills.some((s) => has(s, w)) || has(p.organization, w) || has(p.title, w);
  }
  const [first, ...rest] = words as [string, ...string[]];
  const tail = rest.join(' ');
  return (p) => (has(p.firstName, first) && has(p.lastName, tail)) || (has(p.lastName, first) && has(p.firstName, tail));
};

const anyOf = (values: string[] | undefined, test: (p: PhysicianSummary, v: string) => boolean): Predicate | null => {
  if (!values?.length) return null;
  const lowered = values.map((v) => v.toLowerCase());
  return (p) => lowered.some((v) => test(p, v));
};

export const predicateOf = (q: PhysicianSearchQuery): Predicate => {
  const states = q.state ? expandState(q.state).map((s) => s.toLowerCase()) : null;
  const skills = q.skills?.map((s) => s.toLowerCase());
  const parts: Array<Predicate | null> = [
    q.query ? keywordPredicate(q.query) : null,
    anyOf(q.specialty, (p, v) => (v === 'physician' ? p.specialty.toLowerCase() === v : has(p.specialty, v))),
    skills?.length ? (p) => skills.every((s) => p.skills.some((k) => has(k, s))) : null,
    q.skillsSearch ? (p) => p.skills.some((k) => has(k, (q.skillsSearch as string).toLowerCase())) : null,
    anyOf(q.title, (p, v) => has(p.title, v)),
    anyOf(q.organization, (p, v) => has(p.organization, v)),
    anyOf(q.education, (p, v) => p.education.some((e) => has(e.degree, v) || has(e.schoolName, v))),
    anyOf(q.companySize, (p, v) => p.organizationSize.toLowerCase() === v),
    anyOf(q.companyRevenue, (p, v) => p.organizationRevenue.toLowerCase() === v),
    anyOf(q.companyIndustry, (p, v) => p.organizationIndustry.toLowerCase() === v),
    anyOf(q.city, (p, v) => has(p.city, v)),
    states ? (p) => states.includes(p.state.toLowerCase()) : null,
  ];
  const active = parts.filter((x): x is Predicate => x !== null);
  return (p) => active.every((f) => f(p));
};

type SortKey = NonNullable<PhysicianSearchQuery['sortKey']>;

const sortFields: Record<SortKey, (p: PhysicianSummary) => string> = {
  name: (p) => p.lastName,
  specialty: (p) => p.specialty,
  location: (p) => p.city,
};

/** Default order is last name ascending; ties break by first name then id so paging is stable. */
export const comparatorOf = (key: SortKey = 'name', direction: 'asc' | 'desc' = 'asc') => {
  const field = sortFields[key];
  const sign = direction === 'asc' ? 1 : -1;
  return (a: PhysicianSummary, b: PhysicianSummary): number =>
    sign * field(a).localeCompare(field(b)) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id);
};
