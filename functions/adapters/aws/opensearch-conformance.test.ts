import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../core/ports';
import type { PhysicianSummary } from '../../core/schemas/physician';
import { conformanceDocs, conformanceFacetQueries, conformanceQueries, conformanceWindows, expectedFacets, expectedPage } from '../../core/search/conformance-cases';
import { mergeSpecialtyCounts } from '../../core/search/specialties';
import { toDocument } from './opensearch-document';
import { createEvaluator } from '../../../test/support/opensearch/dsl-evaluator';
import { indexDefinition } from './opensearch-mapping';
import { buildIdsBody, buildSearchBody, SPECIALTY_AGG, specialtyCountsBody } from './opensearch-query';

/**
 * DESIGN §5: the OpenSearch builder must answer exactly what the reference
 * predicate and comparator answer. The builder's bodies run through a model
 * of OpenSearch (test/support/opensearch/dsl-evaluator) over the documents as our mapping
 * indexes them.
 */

const engineOver = (docs: readonly PhysicianSummary[]) => {
  const engine = createEvaluator(indexDefinition, docs.map(toDocument));
  return {
    page: (q: SearchFilters, w: { offset: number; limit: number }) => {
      const { hits } = engine.search(buildSearchBody(q, w));
      return { ids: hits.hits.map((h) => h._id), total: hits.total?.value };
    },
    ids: (q: SearchFilters, limit: number) => {
      const { hits } = engine.search(buildIdsBody(q, limit));
      return { ids: hits.hits.map((h) => h._id), total: hits.total?.value, sources: hits.hits.filter((h) => h._source).length };
    },
    specialtyCounts: (q?: SearchFilters) => {
      const buckets = engine.search(specialtyCountsBody(q)).aggregations?.[SPECIALTY_AGG]?.buckets ?? [];
      return mergeSpecialtyCounts(buckets.map((b) => ({ specialty: b.key, count: b.doc_count })));
    },
  };
};

const docs = conformanceDocs();
const engine = engineOver(docs);

describe.each(conformanceQueries.map((q) => [JSON.stringify(q), q] as const))('shared conformance query %s', (_name, q) => {
  it.each(conformanceWindows.map((w) => [`${w.offset}+${w.limit}`, w] as const))('window %s', (_w, w) => {
    expect(engine.page(q, w)).toEqual(expectedPage(docs, q, w));
  });

  it('select-all ids', () => {
    const expected = expectedPage(docs, q, { offset: 0, limit: 500 });
    expect(engine.ids(q, 10_000)).toEqual({ ...expected, sources: 0 });
  });
});

describe('specialty counts', () => {
  it('equal the reference counts merged case-insensitively', () => {
    const raw = new Map<string, number>();
    for (const d of docs) raw.set(d.specialty, (raw.get(d.specialty) ?? 0) + 1);
    expect(engine.specialtyCounts()).toEqual(mergeSpecialtyCounts([...raw].map(([specialty, count]) => ({ specialty, count }))));
  });

  it.each(conformanceFacetQueries.map((q) => [JSON.stringify(q), q] as const))('under the filters of %s, all but the specialty one', (_name, q) => {
    expect(engine.specialtyCounts(q)).toEqual(expectedFacets(docs, q));
  });
});

/** Edge documents beyond the shared set: backslashes, empty values, non-ASCII capitals, missing arrays. */
const edgeDocs: PhysicianSummary[] = [
  ...docs.slice(0, 60),
  ...conformanceDocs(4).map((d, i) => ({
    ...d,
    id: `e${i}`,
    firstName: ['ÉLODIE', 'Zoë', '', 'Ann-Marie'][i] as string,
    lastName: ['ÅSTRÖM', 'Back\\Slash', 'Ø', 'ann'][i] as string,
    title: ['', 'Chief ? Officer', 'Lead * Physician', 'Dr. (Interim)'][i] as string,
    skills: [['Path\\To\\Care'], [], ['?'], ['Ann Arbor Outreach', 'ann']][i] as string[],
    education: i % 2 ? [] : [{ schoolName: 'École de Médecine', degree: 'MD' }, { schoolName: 'MIT', degree: 'PhD' }],
  })),
  // Lower-case sort values and ids that differ only by case: raw and normalized orders disagree here.
  ...['Zz1', 'aa1'].map((id) => ({
    ...(docs[1] as PhysicianSummary),
    id,
    firstName: 'bea',
    lastName: 'Lovelace',
    city: 'austin',
    specialty: 'allergy',
  })),
];
const edgeQueries: SearchFilters[] = [
  { query: '\\', sortDirection: 'asc' },
  { query: 'path\\to', sortDirection: 'asc' },
  { query: 'élodie', sortDirection: 'asc' },
  { query: 'ÅSTRÖM', sortDirection: 'desc' },
  { query: '?', sortDirection: 'asc' },
  { query: 'ann ann', sortDirection: 'asc' },
  { query: '  zoë   back\\slash ', sortDirection: 'asc' },
  { title: ['', 'nothing'], sortDirection: 'asc' },
  { title: ['?'], sortDirection: 'asc' },
  { skillsSearch: ' ', sortDirection: 'asc' },
  { education: ['école', 'phd'], sortKey: 'specialty', sortDirection: 'desc' },
  { skills: ['ann', 'arbor'], sortDirection: 'asc' },
  { state: '  ca ', sortDirection: 'asc' },
  { specialty: ['PHYSICIAN', 'physician assistant'], sortDirection: 'asc' },
  { sortDirection: 'asc' },
  { sortDirection: 'desc' },
  { sortKey: 'location', sortDirection: 'asc' },
  { sortKey: 'specialty', sortDirection: 'desc' },
];

describe('edge documents and queries', () => {
  const edge = engineOver(edgeDocs);
  it.each(edgeQueries.map((q) => [JSON.stringify(q), q] as const))('%s', (_name, q) => {
    for (const w of [{ offset: 0, limit: 100 }, { offset: 3, limit: 7 }]) expect(edge.page(q, w)).toEqual(expectedPage(edgeDocs, q, w));
  });
});

/** Seeded random combinations of the filters, to reach pairs the hand-picked queries do not. */
const randomQueries = (count: number, seed: number): SearchFilters[] => {
  let s = seed;
  const next = () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const some = <T>(xs: readonly T[]): T[] | undefined => (next() < 0.6 ? undefined : [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(xs)))]);
  const words = ['ann', 'an', 'smith', 'mary', 'de la', 'o', 'card', 'physician', 'research', 'josé', 'ada', 'n'];
  return Array.from({ length: count }, (): SearchFilters => ({
    ...(next() < 0.5 ? { query: Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(words)).join(' ') } : {}),
    specialty: some(['physician', 'Cardio', 'medicine', 'OBGYN', 'logy']),
    skills: some(['research', 'surgery', 'care', 'tele']),
    title: some(['physician', 'director', 'st']),
    organization: some(['mercy', 'clinic', 'health']),
    education: some(['md', 'ms', 'harvard', 'university']),
    companySize: some(['1 to 19', '5000+', '20 TO 99']),
    companyRevenue: some(['$1B+', '<$1m']),
    companyIndustry: some(['research', 'Healthcare']),
    city: some(['new', 'san', 'o']),
    ...(next() < 0.3 ? { state: pick(['ca', 'New York', 'dc', 'Washington', 'wa', 'TX']) } : {}),
    ...(next() < 0.2 ? { skillsSearch: pick(['re', 'care', 'surgery']) } : {}),
    ...(next() < 0.7 ? { sortKey: pick(['name', 'specialty', 'location'] as const) } : {}),
    sortDirection: pick(['asc', 'desc'] as const),
  }));
};

describe('seeded random filter combinations', () => {
  const queries = randomQueries(200, 20_260_101);
  it('agree with the reference on the first page and a later one', () => {
    for (const q of queries) {
      for (const w of [{ offset: 0, limit: 25 }, { offset: 10, limit: 20 }]) {
        expect(engine.page(q, w), JSON.stringify(q)).toEqual(expectedPage(docs, q, w));
      }
    }
  });
  it('are not trivially empty', () => {
    const nonEmpty = queries.filter((q) => expectedPage(docs, q, { offset: 0, limit: 1 }).total > 0).length;
    expect(nonEmpty).toBeGreaterThan(40);
  });
});
