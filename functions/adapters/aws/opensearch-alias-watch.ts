import type { Client } from './opensearch-http';

/** How long a container trusts its last look at the rebuild alias. The rebuild waits longer than this before it scans (opensearch-lifecycle.ts). */
export const ALIAS_CACHE_MS = 10_000;

/**
 * Whether an alias exists, looked up with GET /_alias/<name> at most once per
 * ALIAS_CACHE_MS per container. When the lookup itself fails the answer is
 * "yes": a write to an alias that is gone is refused per item (404) and
 * sent again to the live alias (opensearch-writes.ts), while a skipped write
 * could leave the new index behind.
 */
export const aliasWatch = (client: Client, name: string, now: () => number = Date.now) => {
  let known: { exists: boolean; at: number } | undefined;
  const exists = async (): Promise<boolean> => {
    if (known && now() - known.at < ALIAS_CACHE_MS) return known.exists;
    let found = true;
    try {
      found = (await client.indices.getAlias({ name })).body !== null;
    } catch (e) {
      console.warn(`Could not look up the alias ${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
    known = { exists: found, at: now() };
    return found;
  };
  // A write just found the alias gone (index_not_found): as good as a lookup, and it spares the next batches a
  // mirror write each until the cache would have expired. A rebuild waits longer than that before it scans.
  const gone = (): void => {
    known = { exists: false, at: now() };
  };
  return Object.assign(exists, { gone });
};
