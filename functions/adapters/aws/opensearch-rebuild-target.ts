import type { Client } from './opensearch-http';
import * as z from '../../core/zod';
import type { RebuildTarget } from '../../indexer/rebuild';
import { bulkApply } from './opensearch-bulk';

/** Ids and versions per page of the verification scan: small hits (no _source), so 5,000 a page is cheap. */
export const VERSION_PAGE = 5_000;

const versionHits = z.object({
  hits: z.object({ hits: z.array(z.object({ _id: z.string(), _version: z.number(), sort: z.array(z.unknown()).optional() })) }),
});

/**
 * Every id with its version, in `id` order, page after page with
 * search_after on the last id (the `id` keyword has doc values; sorting on
 * `_id` needs fielddata). `version: true` returns each hit's _version.
 */
export const versionScanBody = (after?: string) => ({
  query: { match_all: {} },
  size: VERSION_PAGE,
  sort: [{ id: 'asc' }],
  _source: false,
  version: true,
  track_total_hits: false,
  ...(after === undefined ? {} : { search_after: [after] }),
});

export const versionsOfBody = (ids: readonly string[]) => ({ query: { ids: { values: ids } }, size: ids.length, _source: false, version: true });

/**
 * The rebuild's view of an index through an alias: the new index behind
 * `physicians_building`, or the live one after a swap and for the scheduled
 * reconciliation. `refresh: false` skips the explicit refresh (the live
 * index refreshes every second by itself, and the reconciliation's role may
 * not call _refresh).
 */
export const openSearchRebuildTarget = (client: Client, alias: string, o: { refresh?: boolean } = {}): RebuildTarget & { readonly alias: string } => ({
  alias,
  apply: (changes, refresh) => bulkApply(client, { alias }, changes, { refresh: refresh ?? false }),
  async refresh() {
    if (o.refresh !== false) await client.indices.refresh({ index: alias });
  },
  async scanVersions(onPage) {
    let after: string | undefined;
    for (;;) {
      const { body } = await client.search({ index: alias, body: versionScanBody(after) });
      const hits = versionHits.parse(body).hits.hits;
      if (hits.length) onPage(hits.map((h) => [h._id, h._version]));
      if (hits.length < VERSION_PAGE) return;
      after = (hits[hits.length - 1] as { _id: string })._id;
    }
  },
  async versionsOf(ids) {
    const found = new Map<string, number>();
    for (let i = 0; i < ids.length; i += VERSION_PAGE) {
      const { body } = await client.search({ index: alias, body: versionsOfBody(ids.slice(i, i + VERSION_PAGE)) });
      for (const h of versionHits.parse(body).hits.hits) found.set(h._id, h._version);
    }
    return found;
  },
});
