import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { comparatorOf, predicateOf } from './matcher';
import { conformanceFields, fieldFacetQueries, fieldQueries } from './conformance-fields';
import { conformanceTaxonomy, taxonomyFacetQueries, taxonomyQueries } from './conformance-taxonomy';
import { conformanceCoordinates, distanceFacetQueries, distanceQueries } from './conformance-distance';
import { distanceFilterOf } from './distance';
import { conformanceIntent, intentFacetQueries, intentQueries } from './conformance-intent';
export { specialtyFacets as expectedFacets } from './facets';

/**
 * The shared conformance suite of DESIGN §5: documents with the edge cases
 * of spec §5, and queries over them. Every engine (the local columnar one,
 * the OpenSearch query builder run through a DSL evaluator) must return
 * exactly what the reference predicate and comparator return.
 */

const firstNames = ['Ada', 'Grace', 'Alan', 'Mary Ann', 'José', 'Li', 'Ann', 'Anne', 'Smith', "D'Arcy"];
const lastNames = ['Lovelace', 'Hopper', 'Turing', 'Smith', 'Smithson', 'De La Cruz', 'Nguyen', 'Ann', "O'Brien", 'García'];
const specialties = ['Cardiology', 'cardiology', 'Pediatric Cardiology', 'Physician', 'physician', 'Physician Assistant', 'OBGYN', 'Family Medicine', 'Internal Medicine', 'Neurology'];
const states = ['CA', 'California', 'NY', 'New York', 'TX', 'DC', 'District of Columbia', 'ma', 'WA', 'Washington'];
const cities = ['Los Angeles', 'New York', 'Austin', 'Washington', 'Boston', 'Springfield', 'San Jose', 'Newark', 'Portland', 'Seattle'];
const titles = ['Attending Physician', 'Medical Director', 'Chief of Medicine', 'Hospitalist', 'Consultant', 'Staff Physician'];
// A name with a comma: list filters once split such values into two terms (issue 15).
const orgs = ['Mercy Hospital', 'Smith Clinic', 'Kaiser Permanente', 'Cardio Partners', 'St. Mary Medical Center', 'Ann Arbor Health', 'Smith, Jones and Partners'];
const skillPool = ['Patient Care', 'Research', 'Clinical Research', 'Teaching', 'Leadership', 'Surgery', 'Cardiac Surgery', 'Telemedicine', '100% Wildcard*?', 'C++ & Stats'];
const degrees = ['MD', 'PhD', 'MBA', 'MS', 'BS', 'MD'];
const sizes = ['1 to 19', '20 to 99', '100 to 499', '500 to 999', '1000 to 4999', '5000+'];
const revenues = ['<$1M', '$1M to <$10M', '$10M to <$50M', '$50M to <$100M', '$100M to <$1B', '$1B+'];
const industries = ['Healthcare', 'Hospital & Health Care', 'Medical Practice', 'Pharmaceuticals', 'Research', 'Higher Education'];

const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T;

/** Minute `m` after a fixed start, as the index stores publishedAt. */
const minute = (m: number): string => new Date(Date.UTC(2026, 0, 1) + m * 60_000).toISOString();
/** Every 11th row lacks publishedAt (a document indexed before it existed); the rest share minutes, so window edges tie. */
const publishedAtOf = (i: number): Partial<PhysicianSummary> => (i % 11 === 5 ? {} : { publishedAt: minute((i * 37) % 150) });

/**
 * Rows whose names JS toLowerCase and Lucene's lowercase filter fold apart
 * (core/search/fold.ts, issue 15): `İ` (JS: i + U+0307, Lucene: i) and a
 * final `Σ` (JS: ς, Lucene: σ). Placed inside the cycle so counts stay as asked.
 */
export const foldingRows: Readonly<Record<number, Partial<PhysicianSummary>>> = {
  101: { firstName: 'İlker', lastName: 'Işık', organization: 'İstanbul Tıp Merkezi', city: 'İzmir' },
  202: { firstName: 'ΣΩΚΡΑΤΗΣ', lastName: 'ΠΑΠΑΔΟΠΟΥΛΟΣ', title: 'ΙΑΤΡΟΣ' },
  303: { firstName: 'Σωκράτης', lastName: 'Παπαδόπουλος', skills: ['Χειρουργική', 'Research'] },
};

/**
 * Specialties that the cycle lacks (issue 21): Urology, which Neurology
 * contains, and spellings of OBGYN that a specialty list shows as one row.
 */
const specialtyRows: Readonly<Record<number, string>> = {
  57: 'Urology', 233: 'Urology', 409: 'Pediatric Urology', 145: 'OB/GYN', 321: 'ob-gyn', 497: 'Urology',
  60: 'Psychiatry', 148: 'Child & Adolescent Psychiatry',
};

/** Deterministic documents whose fields cycle at co-prime rates, so combinations and ties both occur. */
export const conformanceDocs = (count = 600): PhysicianSummary[] =>
  Array.from({ length: count }, (_, i) => {
    const folding = foldingRows[i];
    const firstName = folding?.firstName ?? pick(firstNames, i);
    const lastName = folding?.lastName ?? pick(lastNames, i * 7 + Math.floor(i / 10));
    const city = folding?.city ?? pick(cities, i * 3);
    const specialty = specialtyRows[i] ?? pick(specialties, i * 13);
    const state = pick(states, i * 11);
    const row: PhysicianSummary = {
      id: `c${String(i).padStart(4, '0')}`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      title: pick(titles, i * 5),
      specialty,
      organization: pick(orgs, i * 17),
      organizationSize: pick(sizes, i),
      organizationRevenue: pick(revenues, i * 5),
      organizationIndustry: pick(industries, i * 7),
      city,
      state,
      location: `${city}, ${state}`,
      skills: skillPool.filter((_, k) => (i >> k) % 3 === 0).slice(0, 6),
      education: i % 9 === 0 ? [] : [{ schoolName: pick(['Harvard Medical School', 'Johns Hopkins University', 'Stanford University'], i), degree: pick(degrees, i * 7) }],
      ...conformanceFields(i),
      ...conformanceTaxonomy(i, specialty),
      ...conformanceCoordinates(i),
      ...conformanceIntent(i),
      hasEmail: i % 4 !== 0,
      hasPhone: i % 5 !== 0,
      ...publishedAtOf(i),
    };
    return folding ? { ...row, ...folding } : row;
  });

const f = (q: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...q });

/** Server-set filters (issue 17): publication windows on both edges (ties included) and excluded ids, alone and with others. */
const internalFilterQueries: ReadonlyArray<SearchFilters> = [
  f({ publishedAfter: minute(100) }),
  f({ publishedAfter: minute(100), publishedUntil: minute(130) }),
  f({ publishedUntil: minute(5), sortKey: 'location' }),
  f({ publishedAfter: minute(30), publishedUntil: minute(30) }),
  f({ publishedAfter: minute(50), query: 'ann' }),
  f({ excludeIds: ['c0000', 'c0001', 'c0007', 'c0599', 'missing'] }),
  f({ excludeIds: ['c0003', 'c0010'], specialty: ['cardiology'], publishedAfter: minute(10) }),
];

export const conformanceQueries: ReadonlyArray<SearchFilters> = [
  f({}),
  ...internalFilterQueries,
  f({ sortKey: 'name', sortDirection: 'desc' }),
  f({ sortKey: 'specialty' }),
  f({ sortKey: 'specialty', sortDirection: 'desc' }),
  f({ sortKey: 'location' }),
  f({ sortKey: 'location', sortDirection: 'desc' }),
  f({ query: 'ann' }),
  f({ query: 'ANN' }),
  f({ query: 'smith' }),
  f({ query: 'cardio' }),
  f({ query: 'research' }),
  f({ query: 'mercy' }),
  f({ query: 'director' }),
  f({ query: 'ada lovelace' }),
  f({ query: 'lovelace ada' }),
  f({ query: 'mary ann smith' }),
  f({ query: 'smith mary ann' }),
  f({ query: 'ann ann' }),
  f({ query: 'de la cruz josé' }),
  f({ query: "o'brien" }),
  f({ query: '100%' }),
  f({ query: 'wildcard*?' }),
  f({ query: '*' }),
  f({ query: 'c++' }),
  f({ query: 'zzzz-no-match' }),
  // Several keyword tags (issue 14): every word in some keyword field, besides the spec's name rule.
  f({ query: 'cardiology leadership' }),
  f({ query: 'Cardiology LEADERSHIP' }),
  f({ query: 'cardiology zzzz-no-match' }),
  f({ query: 'telemedicine' }),
  f({ query: 'telemedicine mercy' }),
  f({ query: 'attending mercy research' }),
  f({ query: 'john smith' }),
  f({ query: 'anne smith' }),
  f({ query: 'smith smith' }),
  f({ query: 'cardio leadership', state: 'CA', sortKey: 'location', sortDirection: 'desc' }),
  f({ specialty: ['physician'] }),
  f({ specialty: ['Physician'] }),
  f({ specialty: ['cardiology'] }),
  f({ specialty: ['Cardio', 'Neurology'] }),
  f({ specialty: ['obgyn'] }),
  f({ state: 'CA' }),
  f({ state: 'california' }),
  f({ state: 'New York' }),
  f({ state: 'DC' }),
  f({ state: 'MA' }),
  f({ state: 'Massachusetts' }),
  f({ state: 'Washington' }),
  f({ state: 'Narnia' }),
  f({ skills: ['Patient Care'] }),
  f({ skills: ['Patient Care', 'Research'] }),
  f({ skills: ['research', 'surgery'] }),
  f({ skills: ['Surgery', 'Teaching', 'Leadership'] }),
  f({ skillsSearch: 'card' }),
  f({ title: ['director', 'chief'] }),
  f({ organization: ['clinic'] }),
  f({ organization: ['Smith, Jones and Partners'] }),
  f({ organization: ['smith, jones', 'Mercy'] }),
  f({ education: ['MD'] }),
  f({ education: ['phd', 'mba'] }),
  f({ education: ['harvard'] }),
  f({ companySize: ['1 to 19', '5000+'] }),
  f({ companyRevenue: ['$1B+'] }),
  f({ companyIndustry: ['Research', 'healthcare'] }),
  f({ city: ['new', 'port'] }),
  f({ city: ['Washington'], state: 'DC' }),
  f({ query: 'ann', specialty: ['cardiology'], sortKey: 'location', sortDirection: 'desc' }),
  f({ query: 'smith', state: 'ny', skills: ['Research'], sortKey: 'specialty' }),
  f({ specialty: ['Physician'], companySize: ['20 to 99', '100 to 499'], sortKey: 'name', sortDirection: 'desc' }),
  f({ skills: ['Patient Care'], companyIndustry: ['Hospital & Health Care'], education: ['MD'], city: ['o'] }),
  // Lucene's folding (issue 15): each of these finds other rows under JS toLowerCase (fold.test.ts shows which).
  f({ query: 'ilker' }),
  f({ query: 'İLKER' }),
  f({ query: 'işık' }),
  f({ query: 'σωκρατησ' }),
  f({ query: 'ΤΗΣ' }),
  f({ query: 'ΣΩΚΡΑΤΗΣ' }),
  f({ query: 'παπαδοπουλοσ σωκρατησ' }),
  f({ query: 'ιατροσ' }),
  f({ organization: ['istanbul'] }),
  f({ city: ['izmir', 'İZMİR'] }),
  f({ skills: ['χειρουργ'], sortKey: 'name', sortDirection: 'desc' }),
  // Distance from a ZIP (issue 16): conformance-distance.ts says how the data stays clear of radii and rounding edges.
  ...distanceQueries,
  // NPI, license state, board certification, language, graduation year (issue 16): conformance-fields.ts.
  ...fieldQueries,
  // Taxonomy codes, classifications, specializations and lay names in the specialty filter (issue 16): conformance-taxonomy.ts.
  ...taxonomyQueries,
  // Opted-in intent (issue 25): conformance-intent.ts.
  ...intentQueries,
  // Picked specialties match the listed name exactly, alone and beside typed text (issue 21).
  f({ specialtyExact: ['Urology'] }),
  f({ specialtyExact: ['OBGYN'] }),
  f({ specialtyExact: ['ob/gyn', 'internal medicine'], sortKey: 'specialty', sortDirection: 'desc' }),
  f({ specialtyExact: ['Urology'], specialty: ['neuro'] }),
  f({ specialtyExact: ['Cardiology'], state: 'CA', query: 'ann' }),
  f({ specialtyExact: ['Nephrology'] }),
  f({ specialty: ['uro'] }),
];

/** Specialty facets (core/search/facets.ts): none, the specialty filter alone (ignored), and with others and keywords. */
export const conformanceFacetQueries: ReadonlyArray<SearchFilters> = [
  f({}),
  f({ specialty: ['Cardiology'] }),
  f({ specialtyExact: ['Urology'], state: 'CA' }),
  f({ query: 'ann' }),
  f({ query: 'cardio leadership' }),
  f({ specialty: ['Cardiology', 'Physician'], state: 'CA' }),
  f({ organization: ['Smith, Jones and Partners'], specialty: ['neurology'] }),
  f({ skills: ['Research', 'Surgery'], companySize: ['1 to 19', '5000+'] }),
  f({ excludeIds: ['c0000', 'c0002', 'c0004'], query: 'ann' }),
  f({ title: ['director'], city: ['new', 'port'], education: ['MD'] }),
  f({ companyIndustry: ['Research'], companyRevenue: ['$1B+'], skillsSearch: 'care' }),
  f({ query: 'zzzz-no-match' }),
  ...distanceFacetQueries,
  ...fieldFacetQueries,
  ...taxonomyFacetQueries,
  ...intentFacetQueries,
];

/** Windows that cover the first page, a middle page, the free limit and past the end. */
export const conformanceWindows = [
  { offset: 0, limit: 25 },
  { offset: 0, limit: 20 },
  { offset: 50, limit: 25 },
  { offset: 575, limit: 25 },
  { offset: 10_000, limit: 25 },
] as const;

/** What every engine must answer: the reference semantics over the same documents. */
export const expectedPage = (docs: readonly PhysicianSummary[], q: SearchFilters, w: { offset: number; limit: number }) => {
  const hits = docs.filter(predicateOf(q)).sort(comparatorOf(q.sortKey, q.sortDirection, distanceFilterOf(q)?.origin, q.intentAsOf));
  return { ids: hits.slice(w.offset, w.offset + w.limit).map((d) => d.id), total: hits.length };
};
