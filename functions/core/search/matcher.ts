import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { distancePredicate, type LatLon, milesFrom } from './distance';
import { fold } from './fold';
import { fieldPredicates } from './field-predicates';
import { specialtyPredicate } from './specialty-filter';
import { expandState } from './states';
import { internalPredicates } from './internal-filters';
import { intentPredicate } from './intent-predicates';
import { intentRankOf } from './intent-rank';
import { compareCodePoints, type SortKey } from './sort-key';

/**
 * Spec core §5 as a predicate over one profile. This is the reference
 * semantics: the local engine runs it and the OpenSearch query builder is
 * tested to agree with it.
 */
export type Predicate = (p: PhysicianSummary) => boolean;

/** `needle` is folded already; both sides fold the way OpenSearch's normalizer does (fold.ts). */
const has = (haystack: string, needle: string) => fold(haystack).includes(needle);

/** The words of a keyword query: keyword tags arrive joined by a space (spec core §5). */
export const keywordWords = (query: string): string[] => fold(query).split(/\s+/).filter(Boolean);

/** The keyword fields of spec core §5: first name, last name, specialty, skills, company name or title. */
const inKeywordFields = (p: PhysicianSummary, w: string) =>
  has(p.firstName, w) || has(p.lastName, w) || has(p.specialty, w) || p.skills.some((s) => has(s, w)) || has(p.organization, w) || has(p.title, w);

/** Spec core §5 for several words: the first word as first name and the rest as last name, or the reverse. */
const nameRule = ([first, ...rest]: [string, ...string[]]): Predicate => {
  const tail = rest.join(' ');
  return (p) => (has(p.firstName, first) && has(p.lastName, tail)) || (has(p.lastName, first) && has(p.firstName, tail));
};

/**
 * One word: spec core §5, contains in any keyword field. Several words:
 * the spec's name rule, or every word in some keyword field, so that tags
 * like "cardiology" + "leadership" find the cardiologists who lead (issue
 * 14). The name rule implies the word rule (each part it matched lies in a
 * name), so the engines implement only the word rule; the conformance
 * suite holds them to this predicate as written.
 */
const keywordPredicate = (query: string): Predicate | null => {
  const words = keywordWords(query);
  if (!words.length) return null;
  const name = words.length > 1 ? nameRule(words as [string, ...string[]]) : null;
  return (p) => (name !== null && name(p)) || words.every((w) => inKeywordFields(p, w));
};

const anyOf = (values: string[] | undefined, test: (p: PhysicianSummary, v: string) => boolean): Predicate | null => {
  if (!values?.length) return null;
  const lowered = values.map(fold);
  return (p) => lowered.some((v) => test(p, v));
};

export const predicateOf = (q: SearchFilters): Predicate => {
  const states = q.state ? expandState(q.state).map(fold) : null;
  const skills = q.skills?.map(fold);
  const parts: Array<Predicate | null> = [
    q.query ? keywordPredicate(q.query) : null,
    specialtyPredicate(q.specialty, q.specialtyExact),
    skills?.length ? (p) => skills.every((s) => p.skills.some((k) => has(k, s))) : null,
    q.skillsSearch ? (p) => p.skills.some((k) => has(k, fold(q.skillsSearch as string))) : null,
    anyOf(q.title, (p, v) => has(p.title, v)),
    anyOf(q.organization, (p, v) => has(p.organization, v)),
    anyOf(q.education, (p, v) => p.education.some((e) => has(e.degree, v) || has(e.schoolName, v))),
    anyOf(q.companySize, (p, v) => fold(p.organizationSize) === v),
    anyOf(q.companyRevenue, (p, v) => fold(p.organizationRevenue) === v),
    anyOf(q.companyIndustry, (p, v) => fold(p.organizationIndustry) === v),
    anyOf(q.city, (p, v) => has(p.city, v)),
    states ? (p) => states.includes(fold(p.state)) : null,
    ...fieldPredicates(q),
    distancePredicate(q),
    intentPredicate(q),
  ];
  const active = [...parts.filter((x): x is Predicate => x !== null), ...internalPredicates(q)];
  return (p) => active.every((f) => f(p));
};

export type { SortKey } from './sort-key';
/** The orders a search may ask for: the composite-key ones, distance from nearZip (issue 16), and intent first (issue 25). */
export type SearchSortKey = SortKey | 'distance' | 'intent';

const sortFields: Record<SortKey, (p: PhysicianSummary) => string> = {
  name: (p) => p.lastName,
  specialty: (p) => p.specialty,
  location: (p) => p.city,
};

/** How sort values are folded before comparing; the index's composite sort keys (sort-key.ts) are built with it too. */
export const sortFold = fold;

/** Code point order of folded text: what Lucene's byte order of the indexed sort keys gives. */
export const compareText = (a: string, b: string): number => compareCodePoints(sortFold(a), sortFold(b));

/**
 * Default order is last name ascending. Ties break by last name, first name,
 * then id, so paging is stable; descending reverses the whole order.
 */
export const comparatorOf = (key: SearchSortKey = 'name', direction: 'asc' | 'desc' = 'asc', origin?: LatLon | null, intentAsOf?: string) => {
  if (key === 'distance') return distanceComparator(direction, origin ?? null);
  if (key === 'intent') return intentComparator(direction, intentAsOf);
  const field = sortFields[key];
  const sign = direction === 'asc' ? 1 : -1;
  return (a: PhysicianSummary, b: PhysicianSummary): number =>
    sign *
    (compareText(field(a), field(b)) || compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName) || compareCodePoints(a.id, b.id));
};

/**
 * Nearest first, ties by the name order (last name, first name, id); desc
 * reverses both. A profile without coordinates (never a match) sorts last.
 */
const distanceComparator = (direction: 'asc' | 'desc', origin: LatLon | null) => {
  const byName = comparatorOf('name', 'asc');
  const sign = direction === 'asc' ? 1 : -1;
  const miles = (p: PhysicianSummary) => (origin ? milesFrom(origin, p) : null) ?? Number.POSITIVE_INFINITY;
  return (a: PhysicianSummary, b: PhysicianSummary): number => sign * (miles(a) - miles(b) || byName(a, b));
};

/**
 * Intent first (issue 25): actively looking, then open to opportunities,
 * then everyone else (intent-rank.ts: only intent current at `intentAsOf`
 * ranks), each group in the name order. The API takes it ascending only
 * (physician-search.ts); desc reverses the whole order, which paging
 * backwards ("previous", a jump read from the end) relies on.
 */
const intentComparator = (direction: 'asc' | 'desc', asOf: string | undefined) => {
  const byName = comparatorOf('name', 'asc');
  const sign = direction === 'asc' ? 1 : -1;
  return (a: PhysicianSummary, b: PhysicianSummary): number => sign * (intentRankOf(a.intent, asOf) - intentRankOf(b.intent, asOf) || byName(a, b));
};
