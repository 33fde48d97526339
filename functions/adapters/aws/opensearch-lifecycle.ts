import type { Client } from './opensearch-http';
import { indexTemplate, indicesOfAlias } from './opensearch-index-admin';
import type { IndexSettingsOptions } from './opensearch-index-settings';
import { buildingAliasOf, generationOf, templateNameOf, versionedIndexName } from './opensearch-lifecycle-names';

/** What a rebuild fills and then puts live. */
export interface BuildingIndex {
  /** The new concrete index, `physicians_v<N+1>`. */
  readonly index: string;
  /** The index the alias points at now (kept for rollback), if any. */
  readonly previous: string | null;
  /** True when the live "alias" is still a concrete index named `physicians` (before aliases): the swap deletes it. */
  readonly legacy: boolean;
}

/**
 * While a rebuild loads the new index: no periodic refresh (each one writes a
 * new segment, which then has to be merged) and no replica (every document
 * would be indexed twice; a replica copies the finished segments instead).
 * Dynamic settings (https://docs.opensearch.org/latest/install-and-configure/configuring-opensearch/index-settings/).
 */
export const LOADING_SETTINGS = { refresh_interval: '-1', number_of_replicas: 0 } as const;

/** What the index serves with: the template's values; a refresh_interval it does not set goes back to the engine's default (null). */
export const servingSettings = (alias: string, options?: IndexSettingsOptions): { refresh_interval: string | null; number_of_replicas: number } => {
  const index: Record<string, unknown> = indexTemplate(alias, options).template.settings.index;
  return { refresh_interval: typeof index.refresh_interval === 'string' ? index.refresh_interval : null, number_of_replicas: Number(index.number_of_replicas) };
};

/** How long the swap waits for the restored replicas to be allocated and copied (GET _cluster/health?wait_for_status=green). */
export const GREEN_TIMEOUT = '10m';

const assertNoBuilding = async (client: Client, alias: string): Promise<void> => {
  const building = buildingAliasOf(alias);
  const stale = await indicesOfAlias(client, building);
  if (stale.length) {
    throw new Error(
      `The alias ${building} already points at ${stale.join(', ')}: another rebuild or rollback is running, or one was abandoned. ` +
        `If none runs, remove that alias (POST /_aliases {"actions":[{"remove":{"index":"${stale[0]}","alias":"${building}"}}]}), delete the index if a rebuild made it, and run again.`,
    );
  }
};

/**
 * Refreshes the template (so the new index gets today's settings and
 * mapping), then creates the next `physicians_v<N>` with the alias
 * `physicians_building` on it, in one request, with LOADING_SETTINGS over
 * the template's. From then on the indexer writes every stream change there
 * too (once its alias cache expires).
 */
export const startBuilding = async (client: Client, alias: string, options?: IndexSettingsOptions): Promise<BuildingIndex> => {
  const building = buildingAliasOf(alias);
  await assertNoBuilding(client, alias);
  await client.indices.putIndexTemplate({ name: templateNameOf(alias), body: indexTemplate(alias, options) });
  const [previous = null] = await indicesOfAlias(client, alias);
  const legacy = !previous && (await client.indices.exists({ index: alias })).body;
  let n = previous ? generationOf(alias, previous) + 1 : 1;
  // Old generations are kept for rollback until deleted by hand: never reuse a name.
  while ((await client.indices.exists({ index: versionedIndexName(alias, n) })).body) n++;
  const index = versionedIndexName(alias, n);
  await client.indices.create({ index, body: { settings: { index: LOADING_SETTINGS }, aliases: { [building]: {} } } });
  return { index, previous, legacy };
};

/**
 * Puts the serving settings back on a loaded index and waits until its
 * replicas are allocated, before anything searches it: refresh=wait_for
 * (the verification's fixes) would wait for ever with refresh_interval -1,
 * and a swap onto an index without its replica would serve from one copy.
 */
export const finishLoading = async (client: Client, alias: string, b: BuildingIndex, options?: IndexSettingsOptions): Promise<void> => {
  await client.indices.putSettings({ index: b.index, body: { index: servingSettings(alias, options) } });
  const { body } = await client.cluster.health({ waitForStatus: 'green', timeout: GREEN_TIMEOUT });
  if ((body as { timed_out?: boolean } | undefined)?.timed_out) throw new Error(`${b.index} did not reach green within ${GREEN_TIMEOUT} after its replicas were restored; nothing was swapped`);
};

/**
 * A rollback's first step: puts `physicians_building` on an older index
 * (by default generation N-1 of the live `physicians_v<N>`), so the indexer
 * writes every change there too while the rollback brings it up to date.
 * The swap back is then the rebuild's own (swapActions).
 */
export const startRollback = async (client: Client, alias: string, to?: string): Promise<BuildingIndex> => {
  await assertNoBuilding(client, alias);
  const [live] = await indicesOfAlias(client, alias);
  if (!live) throw new Error(`${alias} is not an alias: there is nothing to roll back from`);
  const index = to ?? versionedIndexName(alias, generationOf(alias, live) - 1);
  if (index === live) throw new Error(`${alias} already points at ${index}`);
  if (generationOf(alias, index) === 0 || !(await client.indices.exists({ index })).body) throw new Error(`There is no ${index} to roll back to (previous generations are kept until deleted by hand)`);
  await client.indices.updateAliases({ body: { actions: [{ add: { index, alias: buildingAliasOf(alias) } }] } });
  return { index, previous: live, legacy: false };
};

/**
 * One `_aliases` request: the live alias moves to the new index and the
 * building alias goes, together. Alias actions of one request are atomic, so
 * no search sees no index or both, and the indexer never writes a change to
 * only one of them. https://docs.opensearch.org/docs/2.1/api-reference/alias
 */
export const swapActions = (alias: string, b: BuildingIndex): object[] => [
  { add: { index: b.index, alias } },
  ...(b.previous ? [{ remove: { index: b.previous, alias } }] : []),
  // `remove_index` deletes the pre-alias index in the same atomic step, freeing its name for the alias.
  ...(b.legacy ? [{ remove_index: { index: alias } }] : []),
  { remove: { index: b.index, alias: buildingAliasOf(alias) } },
];

export const swapAliases = async (client: Client, alias: string, b: BuildingIndex): Promise<void> => {
  await client.indices.updateAliases({ body: { actions: swapActions(alias, b) } });
};

/** Stops the indexer writing to a new index that will not go live; the index stays for inspection. */
export const abandonBuilding = async (client: Client, alias: string, b: BuildingIndex): Promise<void> => {
  await client.indices.updateAliases({ body: { actions: [{ remove: { index: b.index, alias: buildingAliasOf(alias) } }] } });
};
