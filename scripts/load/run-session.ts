import type { Client } from '../../functions/adapters/aws/opensearch-http';
import { openSearchIndex } from '../../functions/adapters/aws/opensearch-search-index';
import type { SearchFilters, SearchPage, SearchWindow } from '../../functions/core/ports';
import { PAGE_SIZE, SELECT_ALL_MAX } from '../../functions/core/schemas/physician';
import type { Session } from './build-workload';
import { type RequestRecord, measuredClient, recordFailure, type Trace } from './measured-client';
import type { RequestKind } from './query-mix';

/**
 * The facet call the web makes beside a search (web get-specialty-facets.ts
 * facetQueryOf, then GET /api/specialties): the filters without the
 * specialty ones and without the order; none at all when nothing is left,
 * which is the whole-directory count.
 */
export const facetFiltersOf = (f: SearchFilters): SearchFilters | undefined => {
  const { specialty: _s, specialtyExact: _e, sortKey: _k, sortDirection: _d, ...rest } = f;
  return Object.keys(rest).length ? { ...rest, sortDirection: 'asc' } : undefined;
};

export interface SessionContext {
  readonly client: Client;
  readonly index: string;
  readonly sink: RequestRecord[];
  readonly now?: () => number;
  readonly trace?: Trace;
}

/**
 * One visitor, as the web and the search function drive the adapter:
 * page 1 and the facet counts together; then Next by cursor (the last row
 * shown, with the total as hint) while the page is full and more remain;
 * a click on a page number of the window (2-5) by number; select-all. Every
 * request goes through the deployed adapter and builder, so the bodies are
 * today's whatever the builder becomes.
 */
export const runSession = async (s: Session, c: SessionContext): Promise<void> => {
  const index = (kind: RequestKind) => openSearchIndex({ client: measuredClient(c.client, { class: s.class, kind }, c.sink, c.now, c.trace), index: c.index });
  const attempt = async <T>(kind: RequestKind, call: (i: ReturnType<typeof index>) => Promise<T>): Promise<T | undefined> => {
    try {
      return await call(index(kind));
    } catch (e) {
      recordFailure(c.sink, { class: s.class, kind }, e);
      return undefined;
    }
  };
  const [first] = await Promise.all([
    attempt('page 1', (i) => i.search(s.filters, { offset: 0, limit: PAGE_SIZE })),
    attempt('facets', (i) => i.specialtyCounts(facetFiltersOf(s.filters))),
  ]);
  if (!first) return;
  let shown: SearchPage | undefined = first;
  for (let page = 2; page <= 1 + s.nextPages && shown; page++) {
    const last: SearchPage['items'][number] | undefined = shown.items[shown.items.length - 1];
    // The web offers Next only on a full page with more behind it (search-physicians.ts hasNext).
    if (!last || shown.items.length < PAGE_SIZE || (page - 1) * PAGE_SIZE >= shown.total) break;
    const window: SearchWindow = { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, anchor: { id: last.id, side: 'after' as const }, totalHint: shown.total };
    shown = await attempt('next page', (i): Promise<SearchPage> => i.search(s.filters, window));
  }
  if (s.jumpTo > 1 && (s.jumpTo - 1) * PAGE_SIZE < first.total) {
    await attempt('page jump', (i) => i.search(s.filters, { offset: (s.jumpTo - 1) * PAGE_SIZE, limit: PAGE_SIZE, totalHint: first.total }));
  }
  if (s.selectAll) await attempt('select-all ids', (i) => i.searchIds(s.filters, SELECT_ALL_MAX));
};
