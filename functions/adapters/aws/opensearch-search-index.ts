import { unavailable } from '../../core/errors';
import { type Client, OpenSearchResponseError } from './opensearch-http';
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

/** The anchor lookup asks for no total and no _source: only the hit's sort values (its composite key; the intent order's rank score first). */
const anchorResponse = z.object({ hits: z.object({ hits: z.array(z.object({ sort: z.array(z.unknown()) })) }) });

const aggResponse = z.object({
  aggregations: z.object({
    [SPECIALTY_AGG]: z.object({ buckets: z.array(z.object({ key: z.string(), doc_count: z.number() })) }),
  }),
});

const totalOf = (total: number | { value: number }) => (typeof total === 'number' ? total : total.value);

/** Seconds the web waits before its retry: past a timeout the engine needs a moment, not a storm. */
const RETRY_AFTER_SECONDS = 1;
const tooSlow = () => unavailable('The search took too long; please try again.', RETRY_AFTER_SECONDS);
const timedOut = z.object({ timed_out: z.literal(true) });
const isTimeout = (e: unknown) => e instanceof Error && e.cause instanceof Error && (e.cause.name === 'TimeoutError' || e.cause.name === 'AbortError');
/** Still overloaded after the client's retries: es_rejected_execution (429) or the domain's 502/503/504. */
const isOverloaded = (e: unknown) => e instanceof OpenSearchResponseError && [429, 502, 503, 504].includes(e.statusCode);

/**
 * Every search body carries SEARCH_TIMEOUT (opensearch-query.ts). A shard
 * past it answers 200 with `timed_out: true` and whatever it had collected,
 * so the hits, the total and the facet counts may all be short: never
 * served, a 503 with Retry-After instead (issue 23), as is a request the
 * client gave up on or a domain still overloaded after the client's retries.
 */
const searchOf = (client: Client, index: string) => async (body: object): Promise<unknown> => {
  let answer: unknown;
  try {
    answer = (await client.search({ index, body })).body;
  } catch (e) {
    if (isTimeout(e) || isOverloaded(e)) throw tooSlow();
    throw e;
  }
  if (timedOut.safeParse(answer).success) throw tooSlow();
  return answer;
};

export const openSearchIndex = ({ client, index, buildingAlias }: { client: Client; index: string; buildingAlias?: WriteTargets['buildingAlias'] }): SearchIndex => {
  const run = searchOf(client, index);
  return {
    async search(query, window) {
      const page = async (w: BodyWindow) => {
        const { hits } = hitsResponse.parse(await run(buildSearchBody(query, w)));
        const items = withArcMiles(query, hits.hits);
        // A reversed read returns the rows last-first: put them back in the order asked for.
        return { items: w.reversed ? items.reverse() : items, total: totalOf(hits.total) };
      };
      const { offset, limit, anchor, totalHint } = window;
      // The distance order pages by page number only (no cursors), as in the columnar engine.
      if (anchor && query.sortKey !== 'distance') {
        const key = anchorResponse.parse(await run(anchorBody(query.sortKey, anchor.id, query.intentAsOf))).hits.hits[0]?.sort;
        if (key?.length && key.every((v): v is string | number => typeof v === 'string' || typeof v === 'number')) {
          const found = await page({ offset: 0, limit, searchAfter: key, reversed: anchor.side === 'before' });
          // Fewer rows before the anchor than a page: the page number says best where the reader is.
          if (anchor.side === 'after' || found.items.length === limit) return { ...found, anchored: true };
        }
        // The anchor is gone (removed meanwhile): serve the offset, which the handler keeps within the jump depth.
      }
      const total = totalHint ?? (offset < COUNT_FIRST_FROM ? undefined : (await page(countWindow)).total);
      if (total === undefined) return page({ offset, limit });
      const plan = planPage(offset, limit, total);
      const found = await page(plan);
      // The hint was stale (or made up): plan again on the exact total the answer carries.
      return found.total === total || !dependsOnTotal(plan, offset, limit) ? found : page(planPage(offset, limit, found.total));
    },

    async searchIds(query, limit) {
      const { hits } = hitsResponse.parse(await run(buildIdsBody(query, limit)));
      return { ids: hits.hits.map((h) => h._id), total: totalOf(hits.total) };
    },

    async specialtyCounts(filters) {
      const { buckets } = aggResponse.parse(await run(specialtyCountsBody(filters))).aggregations[SPECIALTY_AGG];
      return mergeSpecialtyCounts(buckets.map((b) => ({ specialty: b.key, count: b.doc_count })));
    },

    ...openSearchWrites(client, { alias: index, ...(buildingAlias ? { buildingAlias } : {}) }),
  };
};
