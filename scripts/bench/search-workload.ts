import type { SearchFilters } from '../../functions/core/ports';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { usStates } from '../../functions/core/search/states';
import { rng } from './percentiles';
import { layTermFilters } from './taxonomy-workload';
import { PAGE_JUMP_MAX } from '../../functions/core/schemas/physician-constants';

export type QueryClass =
  | 'sorted deep page'
  | 'single keyword'
  | 'two-word name'
  | 'keyword tags'
  | 'specialty + state'
  | 'skills AND + size'
  | 'facet counts'
  | 'filtered facet counts'
  | 'select-all ids'
  | 'license state + board certification'
  | 'graduation range + language'
  | 'NPI lookup'
  | 'lay specialty term'
  | 'distance 50 mi + specialty'
  | 'intent first + specialty';
export const queryClasses: QueryClass[] = [
  'sorted deep page',
  'single keyword',
  'two-word name',
  'keyword tags',
  'specialty + state',
  'skills AND + size',
  'facet counts',
  'filtered facet counts',
  'select-all ids',
  'license state + board certification',
  'graduation range + language',
  'NPI lookup',
  'lay specialty term',
  'distance 50 mi + specialty',
  'intent first + specialty',
];

/** The query time of the intent class (issue 25): the bench's intents (withBenchIntent) expire on both sides of it. */
export const BENCH_INTENT_AS_OF = '2026-06-01T00:00:00.000Z';

/**
 * Opted-in intent on one generated profile in 40, as the seed has none:
 * looking, open and not looking in turn, expiring from 30 days before
 * BENCH_INTENT_AS_OF to 150 after, so the intent order has live and
 * expired ranks to tell apart.
 */
export const withBenchIntent = (p: PhysicianSummary, i: number): PhysicianSummary => {
  if (i % 40 !== 7) return p;
  const k = Math.floor(i / 40);
  const at = (days: number) => new Date(Date.parse(BENCH_INTENT_AS_OF) + days * 86_400_000).toISOString();
  const status = (['looking', 'open', 'not_looking'] as const)[k % 3] ?? 'open';
  return {
    ...p,
    intent: { status, preferredStates: [p.state], metros: [], willingToRelocate: false, employmentTypes: ['permanent'], practiceSettings: [], availableFrom: null, visa: null, openedAt: at(-60), expiresAt: at((k * 37) % 180 - 30) },
  };
};

export interface WorkItem {
  cls: QueryClass;
  filters: SearchFilters;
  page: number;
}

const sortKeys = ['name', 'specialty', 'location'] as const;

/** Queries drawn from the loaded documents themselves, so they hit real names, skills and places. */
export const workload = (docs: readonly PhysicianSummary[], perClass: number, seed = 7): Map<QueryClass, WorkItem[]> => {
  const r = rng(seed);
  const any = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const doc = () => any(docs);
  const sort = (): Pick<SearchFilters, 'sortKey' | 'sortDirection'> => ({ sortKey: any(sortKeys), sortDirection: r() < 0.5 ? 'asc' : 'desc' });
  // The deepest page a page number may ask for (issue 23 item 7); deeper pages are reached by cursor, one page each.
  const maxPage = Math.max(1, Math.min(PAGE_JUMP_MAX, Math.floor(docs.length / 25)));
  const make: Record<QueryClass, () => WorkItem> = {
    'sorted deep page': () => ({ cls: 'sorted deep page', filters: { ...sort() }, page: 1 + Math.floor(r() * maxPage) }),
    'single keyword': () => {
      const d = doc();
      const word = any([d.lastName, d.firstName, any(d.skills.length ? d.skills : ['care']), d.organization.split(' ')[0] ?? 'health', d.specialty]).toLowerCase().slice(0, 6);
      return { cls: 'single keyword', filters: { query: word, sortDirection: 'asc' }, page: 1 };
    },
    'two-word name': () => {
      const d = doc();
      return { cls: 'two-word name', filters: { query: r() < 0.5 ? `${d.firstName} ${d.lastName}` : `${d.lastName} ${d.firstName}`, sortDirection: 'asc' }, page: 1 };
    },
    'keyword tags': () => {
      // Two tags from different fields of one profile, as a recruiter types them ("cardiology" + "leadership").
      const d = doc();
      const skill = any(d.skills.length ? d.skills : ['care']).split(' ')[0] ?? 'care';
      const other = any([d.specialty.split(' ')[0] ?? '', d.title.split(' ')[0] ?? '', d.organization.split(' ')[0] ?? '']) || 'health';
      return { cls: 'keyword tags', filters: { query: `${other.toLowerCase()} ${skill.toLowerCase()}`, sortDirection: 'asc' }, page: 1 };
    },
    'specialty + state': () => {
      const d = doc();
      return { cls: 'specialty + state', filters: { specialty: [d.specialty], state: d.state, ...sort() }, page: 1 + Math.floor(r() * 3) };
    },
    'skills AND + size': () => {
      const d = doc();
      return { cls: 'skills AND + size', filters: { skills: d.skills.slice(0, 2), companySize: [d.organizationSize], sortDirection: 'asc' }, page: 1 };
    },
    'facet counts': () => ({ cls: 'facet counts', filters: { sortDirection: 'asc' }, page: 1 }),
    'filtered facet counts': () => {
      // What the filter panel asks beside a search: a chosen specialty (not counted against itself), a state or a keyword, a size.
      const d = doc();
      const word = any([d.lastName, any(d.skills.length ? d.skills : ['care'])]).toLowerCase().slice(0, 5);
      const filters: SearchFilters = { specialty: [d.specialty], sortDirection: 'asc', ...(r() < 0.5 ? { state: d.state } : { query: word }) };
      return { cls: 'filtered facet counts', filters: r() < 0.5 ? { ...filters, companySize: [d.organizationSize] } : filters, page: 1 };
    },
    'select-all ids': () => {
      const d = doc();
      return { cls: 'select-all ids', filters: { specialty: [d.specialty], ...sort() }, page: 1 };
    },
    ...fieldClasses(doc, any, sort),
    'lay specialty term': () => ({ cls: 'lay specialty term', filters: layTermFilters(any, r, sort), page: 1 }),
    'distance 50 mi + specialty': () => {
      // Issue 16: around a loaded profile's ZIP (a real one: the seed draws ZIPs from the centroid table), half of them nearest first.
      const d = doc();
      const order: Pick<SearchFilters, 'sortKey' | 'sortDirection'> = r() < 0.5 ? { sortKey: 'distance', sortDirection: 'asc' } : sort();
      return { cls: 'distance 50 mi + specialty', filters: { nearZip: d.zip ?? '10001', withinMiles: 50, specialty: [d.specialty], ...order }, page: 1 };
    },
    // Issue 25: intent first over a specialty, a page of the first three (the server sets intentAsOf; the engine is given it here).
    'intent first + specialty': () => ({
      cls: 'intent first + specialty',
      filters: { specialty: [doc().specialty], sortKey: 'intent', sortDirection: 'asc', intentAsOf: BENCH_INTENT_AS_OF },
      page: 1 + Math.floor(r() * 3),
    }),
  };
  return new Map(queryClasses.map((c) => [c, Array.from({ length: perClass }, make[c])]));
};

/**
 * Issue 16's classes, from the loaded profiles: a license state (by name half
 * the time, as the filter takes both) with a word of a board certification; a
 * graduation decade with a language; an NPI that exists.
 */
const fieldClasses = (
  doc: () => PhysicianSummary,
  any: <T>(xs: readonly T[]) => T,
  sort: () => Pick<SearchFilters, 'sortKey' | 'sortDirection'>,
): Record<'license state + board certification' | 'graduation range + language' | 'NPI lookup', () => WorkItem> => ({
  'license state + board certification': () => {
    const d = doc();
    const state = any(d.licenseStates.length ? d.licenseStates : [d.state]);
    const named = usStates.find(([code]) => code === state)?.[1];
    const board = any(d.boardCertifications.length ? d.boardCertifications : ['Internal Medicine']).split(' ').slice(-2).join(' ');
    return { cls: 'license state + board certification', filters: { licenseState: [any([state, named ?? state])], boardCertification: [board], ...sort() }, page: 1 };
  },
  'graduation range + language': () => {
    const d = doc();
    const from = Math.floor((d.graduationYear ?? 1990) / 10) * 10;
    return { cls: 'graduation range + language', filters: { graduationYearFrom: from, graduationYearTo: from + 9, language: [any(d.languages.length ? d.languages : ['English'])], ...sort() }, page: 1 };
  },
  'NPI lookup': () => ({ cls: 'NPI lookup', filters: { npi: doc().npi ?? '1234567893', sortDirection: 'asc' }, page: 1 }),
});

/** The query string the web would send for a work item. */
export const toQueryString = (w: WorkItem): string => {
  const p = new URLSearchParams();
  // A list filter is a repeated parameter, as the web sends it.
  // intentAsOf is the server's to set: the API never takes it.
  for (const [k, v] of Object.entries(w.filters)) if (v !== undefined && k !== 'intentAsOf') for (const one of Array.isArray(v) ? v : [String(v)]) p.append(k, one);
  if (w.page > 1) p.set('page', String(w.page));
  return p.toString();
};
