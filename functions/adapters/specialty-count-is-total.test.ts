import { describe, expect, it } from 'vitest';
import type { SearchFilters, SearchIndex } from '../core/ports';
import { conformanceDocs } from '../core/search/conformance-cases';
import { mergeSpecialtyCounts } from '../core/search/specialties';
import { createEvaluator } from '../../test/support/opensearch/dsl-evaluator';
import { toDocument } from './aws/opensearch-document';
import { indexDefinition } from './aws/opensearch-mapping';
import { buildSearchBody, SPECIALTY_AGG, specialtyCountsBody } from './aws/opensearch-query';
import { columnarSearchIndex } from './local/columnar-search-index';

/**
 * Issue 21: a specialty picked from the list is that specialty, so the count
 * beside every row is the total its search then shows, under any other
 * filter, in both engines (the OpenSearch bodies through the DSL evaluator).
 */

const docs = conformanceDocs();
const columnar = columnarSearchIndex();
await columnar.upsert(docs);
const dsl = createEvaluator(indexDefinition, docs.map(toDocument));

type Counter = Pick<SearchIndex, 'specialtyCounts'> & { total(q: SearchFilters): Promise<number> };
const engines: Array<[string, Counter]> = [
  ['columnar', { specialtyCounts: (q) => columnar.specialtyCounts(q), total: async (q) => (await columnar.search(q, { offset: 0, limit: 1 })).total }],
  [
    'opensearch',
    {
      specialtyCounts: async (q) => {
        const buckets = dsl.search(specialtyCountsBody(q)).aggregations?.[SPECIALTY_AGG]?.buckets ?? [];
        return mergeSpecialtyCounts(buckets.map((b) => ({ specialty: b.key, count: b.doc_count })));
      },
      total: async (q) => dsl.search(buildSearchBody(q, { offset: 0, limit: 1 })).hits.total?.value ?? -1,
    },
  ],
];

const contexts: SearchFilters[] = [
  { sortDirection: 'asc' },
  { sortDirection: 'asc', state: 'CA' },
  { sortDirection: 'asc', query: 'an', specialty: ['cardio'] },
];

describe.each(engines)('%s: the count beside a picked specialty', (_name, engine) => {
  it.each(contexts.map((c) => [JSON.stringify(c), c] as const))('is its search total under %s', async (_c, context) => {
    const rows = await engine.specialtyCounts(context);
    expect(rows.length).toBeGreaterThan(1);
    if (!context.state) expect(rows.map((r) => r.specialty)).toEqual(expect.arrayContaining(['Urology', 'Neurology', 'OBGYN']));
    for (const row of rows) {
      expect([row.specialty, await engine.total({ ...context, specialty: undefined, specialtyExact: [row.specialty] })]).toEqual([row.specialty, row.count]);
    }
  });

  it('never finds Neurology for Urology, while typed "uro" finds both', async () => {
    const counts = new Map((await engine.specialtyCounts({ sortDirection: 'asc' })).map((r) => [r.specialty, r.count]));
    expect(await engine.total({ sortDirection: 'asc', specialtyExact: ['Urology'] })).toBe(counts.get('Urology'));
    expect(await engine.total({ sortDirection: 'asc', specialty: ['uro'] })).toBeGreaterThan((counts.get('Urology') ?? 0) + (counts.get('Neurology') ?? 0) - 1);
  });
});
