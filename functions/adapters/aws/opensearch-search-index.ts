import type { Client } from './opensearch-http';
import * as z from '../../core/zod';
import type { SearchIndex } from '../../core/ports';
import { mergeSpecialtyCounts } from '../../core/search/specialties';
import { bulkDelete, bulkIndex } from './opensearch-bulk';
import { fromSource } from './opensearch-document';
import { buildIdsBody, buildSearchBody, SPECIALTY_AGG, specialtyCountsBody } from './opensearch-query';

/**
 * The SearchIndex port on Amazon OpenSearch Service. Request bodies come
 * from the pure builder (opensearch-query.ts); responses are parsed with
 * zod, so a shape we did not expect fails loudly instead of paging wrongly.
 */

const hitsResponse = z.object({
  hits: z.object({
    // track_total_hits: true makes this exact; older clusters may send a bare number.
    total: z.union([z.number(), z.object({ value: z.number(), relation: z.literal('eq') })]),
    hits: z.array(z.object({ _id: z.string(), _source: z.unknown().optional() })),
  }),
});

const aggResponse = z.object({
  aggregations: z.object({
    [SPECIALTY_AGG]: z.object({ buckets: z.array(z.object({ key: z.string(), doc_count: z.number() })) }),
  }),
});

const totalOf = (total: number | { value: number }) => (typeof total === 'number' ? total : total.value);

export const openSearchIndex = ({ client, index }: { client: Client; index: string }): SearchIndex => ({
  async search(query, window) {
    const { body } = await client.search({ index, body: buildSearchBody(query, window) });
    const { hits } = hitsResponse.parse(body);
    return { items: hits.hits.map((h) => fromSource(h._source)), total: totalOf(hits.total) };
  },

  async searchIds(query, limit) {
    const { body } = await client.search({ index, body: buildIdsBody(query, limit) });
    const { hits } = hitsResponse.parse(body);
    return { ids: hits.hits.map((h) => h._id), total: totalOf(hits.total) };
  },

  async specialtyCounts() {
    const { body } = await client.search({ index, body: specialtyCountsBody() });
    const { buckets } = aggResponse.parse(body).aggregations[SPECIALTY_AGG];
    return mergeSpecialtyCounts(buckets.map((b) => ({ specialty: b.key, count: b.doc_count })));
  },

  upsert: (docs) => bulkIndex(client, index, docs),
  remove: (ids) => bulkDelete(client, index, ids),
});
