import type { ApiResponse, Client } from '../../functions/adapters/aws/opensearch-http';
import { failedItems } from './load-profiles';
import type { RequestKind, SearchClass } from './query-mix';

/** What the report groups by: the session's class (or the write stream) and the request's role in it. */
export interface RequestTag {
  readonly class: SearchClass | 'writes';
  readonly kind: RequestKind | 'bulk';
}

/** One request as the load test saw it. */
export interface RequestRecord extends RequestTag {
  /** Round trip from this client, ms (includes the network and signing). */
  readonly ms: number;
  /** The `took` the domain reported, ms: its own time, without the network. */
  readonly tookMs?: number;
  /** The domain gave up on part of the search (`timed_out`: partial results). */
  readonly timedOut: boolean;
  /** Bulk items that failed (409, a newer version already there, is success). */
  readonly failedItems?: number;
  readonly error?: string;
}

const tookOf = (body: unknown): number | undefined => {
  const took = (body as { took?: unknown } | undefined)?.took;
  return typeof took === 'number' ? took : undefined;
};

const timedOutOf = (body: unknown): boolean => (body as { timed_out?: unknown } | undefined)?.timed_out === true;

/** Errors this client already recorded, so the session does not count them twice. */
export const recorded = new WeakSet<object>();

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);

/**
 * The client the adapter is given: every `_search` and `_bulk` is timed and
 * recorded under `tag`, then answered as the real client answered it, so the
 * adapter's own paging (anchor lookups, count-first) is what gets measured.
 */
/** Sees every request body with its tag, before it is sent: tests, and `--bodies` for replaying them elsewhere. */
export type Trace = (tag: RequestTag, body: object | readonly object[]) => void;

export const measuredClient = (client: Client, tag: RequestTag, sink: RequestRecord[], now: () => number = () => performance.now(), trace?: Trace): Client => {
  const timed = async (send: () => Promise<ApiResponse>, bulk: boolean, body: object | readonly object[]): Promise<ApiResponse> => {
    trace?.(tag, body);
    const started = now();
    try {
      const res = await send();
      const failed = bulk ? failedItems(res.body) : 0;
      const took = tookOf(res.body);
      sink.push({ ...tag, ms: now() - started, ...(took === undefined ? {} : { tookMs: took }), timedOut: timedOutOf(res.body), ...(bulk ? { failedItems: failed } : {}) });
      return res;
    } catch (e) {
      sink.push({ ...tag, ms: now() - started, timedOut: false, error: messageOf(e) });
      if (typeof e === 'object' && e !== null) recorded.add(e);
      throw e;
    }
  };
  return { ...client, search: (params) => timed(() => client.search(params), false, params.body), bulk: (params) => timed(() => client.bulk(params), true, params.body) };
};

/** An error raised before or after the request (the builder refusing a query, an answer the adapter rejects). */
export const recordFailure = (sink: RequestRecord[], tag: RequestTag, e: unknown): void => {
  if (typeof e === 'object' && e !== null && recorded.has(e)) return;
  sink.push({ ...tag, ms: 0, timedOut: false, error: messageOf(e) });
};
