import type { Client } from './opensearch-http';
import * as z from '../../core/zod';
import type { SearchIndex } from '../../core/ports';
import { mergeSpecialtyCounts } from '../../core/search/specialties';
import { withArcMiles } from './opensearch-geo';
import { openSearchWrites, type WriteTargets } from './opensearch-writes';
import { anchorBody, COUNT_FIRST_FROM, countWindow, dependsOnTotal, planPage } from './opensearch-paging';
import { type BodyWindow, buildIdsBody, buildSearchBody, SPECIALTY_AGG, specialtyCountsBody } from './opensearch-query';

/**
 * The SearchIndex port on Amazon OpenSearch Service. Request bodies come
 * from the pure builder (opensearch-query.ts); responses are parsed with
 * zod, so a shape we did not expect fails loudly instead of paging wrongly.
 */

const hitsResponse = z.object({
  hits: z.object({
    // track_total_hits: true makes this exact; older clusters may send a bare number.
    total: z.union([z.number(), z.object({ value: z.number(), relation: z.literal('eq') })]),
    hits: z.array(z.object({ _id: z.string(), _source: z.unknown().optional(), sort: z.array(z.unknown()).optional() })),
  }),
});

/** The anchor lookup asks for no total and no _source: only the hit's sort value, its composite key. */
const anchorResponse = z.object({ hits: z.object({ hits: z.array(z.object({ sort: z.array(z.unknown()) })) }) });

const aggResponse = z.object({
  aggregations: z.object({
    [SPECIALTY_AGG]: z.object({ buckets: z.array(z.object({ key: z.string(), doc_count: z.number() })) }),
  }),
});

const totalOf = (total: number | { value: number }) => (typeof total === 'number' ? total : total.value);

export const openSearchIndex = ({ client, index, buildingAlias }: { client: Client; index: string; buildingAlias?: WriteTargets['buildingAlias'] }): SearchIndex => ({
  async search(query, window) {
    const page = async (w: BodyWindow) => {
      const { body } = await client.search({ index, body: buildSearchBody(query, w) });
      const { hits } = hitsResponse.parse(body);
      const items = withArcMiles(query, hits.hits);
      // A reversed read returns the rows last-first: put them back in the order asked for.
      return { items: w.reversed ? items.reverse() : items, total: totalOf(hits.total) };
    };
    const { offset, limit, anchor, totalHint } = window;
    // The distance order pages by page number only (no cursors), as in the columnar engine.
    if (anchor && query.sortKey !== 'distance') {
      const { body } = await client.search({ index, body: anchorBody(query.sortKey, anchor.id) });
      const key = anchorResponse.parse(body).hits.hits[0]?.sort[0];
      if (typeof key === 'string') {
        const found = await page({ offset: 0, limit, searchAfter: key, reversed: anchor.side === 'before' });
        // Fewer rows before the anchor than a page: the page number says best where the reader is.
        if (anchor.side === 'after' || found.items.length === limit) return found;
      }
      // The anchor is gone (removed meanwhile): serve the page number.
    }
    const total = totalHint ?? (offset < COUNT_FIRST_FROM ? undefined : (await page(countWindow)).total);
    if (total === undefined) return page({ offset, limit });
    const plan = planPage(offset, limit, total);
    const found = await page(plan);
    // The hint was stale (or made up): plan again on the exact total the answer carries.
    return found.total === total || !dependsOnTotal(plan, offset, limit) ? found : page(planPage(offset, limit, found.total));
  },

  async searchIds(query, limit) {
    const { body } = await client.search({ index, body: buildIdsBody(query, limit) });
    const { hits } = hitsResponse.parse(body);
    return { ids: hits.hits.map((h) => h._id), total: totalOf(hits.total) };
  },

  async specialtyCounts(filters) {
    const { body } = await client.search({ index, body: specialtyCountsBody(filters) });
    const { buckets } = aggResponse.parse(body).aggregations[SPECIALTY_AGG];
    return mergeSpecialtyCounts(buckets.map((b) => ({ specialty: b.key, count: b.doc_count })));
  },

  ...openSearchWrites(client, { alias: index, ...(buildingAlias ? { buildingAlias } : {}) }),
});
