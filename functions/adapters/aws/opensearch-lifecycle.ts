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
 * Refreshes the template (so the new index gets today's settings and
 * mapping), then creates the next `physicians_v<N>` with the alias
 * `physicians_building` on it, in one request. From then on the indexer
 * writes every stream change there too (once its alias cache expires).
 */
export const startBuilding = async (client: Client, alias: string, options?: IndexSettingsOptions): Promise<BuildingIndex> => {
  const building = buildingAliasOf(alias);
  const stale = await indicesOfAlias(client, building);
  if (stale.length) {
    throw new Error(
      `The alias ${building} already points at ${stale.join(', ')}: another rebuild is running, or one was abandoned. ` +
        `If none runs, remove that alias (POST /_aliases {"actions":[{"remove":{"index":"${stale[0]}","alias":"${building}"}}]}), delete the index, and run again.`,
    );
  }
  await client.indices.putIndexTemplate({ name: templateNameOf(alias), body: indexTemplate(alias, options) });
  const [previous = null] = await indicesOfAlias(client, alias);
  const legacy = !previous && (await client.indices.exists({ index: alias })).body;
  let n = previous ? generationOf(alias, previous) + 1 : 1;
  // Old generations are kept for rollback until deleted by hand: never reuse a name.
  while ((await client.indices.exists({ index: versionedIndexName(alias, n) })).body) n++;
  const index = versionedIndexName(alias, n);
  await client.indices.create({ index, body: { aliases: { [building]: {} } } });
  return { index, previous, legacy };
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
