import type { Client } from './opensearch-http';
import { type IndexSettingsOptions, indexSettings } from './opensearch-index-settings';
import { type IndexDefinition, indexDefinition } from './opensearch-mapping';
import { indexPatternOf, templateNameOf, versionedIndexName } from './opensearch-lifecycle-names';

/**
 * How long a deleted document's version stays as a tombstone (OpenSearch's
 * default is 60 s). A stale index write of a removed physician is refused
 * (409) only while the tombstone lives; after that it would bring the
 * document back. The stale writes that can come after a removal are the
 * rebuild's: it reads a page of profiles and indexes it seconds later (with
 * the client's retries, under half a minute), and a stream removal may land
 * in between. Ten minutes covers that with a wide margin, and also a stream
 * that lags (the lag alarm fires at 10 minutes); the rebuild's verification
 * catches anything later. Tombstones cost a little heap per removal, and
 * removals are rare.
 */
export const GC_DELETES = '10m';

/**
 * The index template every `physicians_v<N>` is created from: settings and
 * mappings live here, not in the create request, so whatever creates such an
 * index gets them. Composable templates apply when an index whose name
 * matches is created; the highest priority wins.
 * https://docs.opensearch.org/docs/im-plugin/index-templates
 */
/** One replica unless the stage says otherwise (config's OPENSEARCH_REPLICAS default). */
const defaultSettings: IndexSettingsOptions = { replicas: 1 };

export const indexTemplate = (alias: string, options: IndexSettingsOptions = defaultSettings, definition: IndexDefinition = indexDefinition) => ({
  index_patterns: [indexPatternOf(alias)],
  priority: 100,
  template: {
    settings: { ...definition.settings, index: { ...definition.settings.index, ...indexSettings(options), gc_deletes: GC_DELETES } },
    mappings: definition.mappings,
  },
  _meta: { description: 'Physician search indices; written by scripts/ops/create-search-index.ts' },
});

export type EnsureResult =
  | { status: 'created'; index: string }
  | { status: 'exists'; index: string; differingFields: string[] }
  /** A concrete index named like the alias, from before aliases: the next rebuild replaces it. */
  | { status: 'legacy'; index: string; differingFields: string[] };

const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

/** The top-level fields whose mapping in `index` differs from ours: mappings cannot change in place, so a rebuild is due. */
export const mappingDrift = async (client: Client, index: string): Promise<string[]> => {
  const { body } = await client.indices.getMapping({ index });
  // The answer is keyed by the concrete index name, which differs from `index` when that is an alias.
  const [current] = Object.values(body as Record<string, { mappings?: { properties?: Record<string, unknown> } }>);
  const theirs = current?.mappings?.properties ?? {};
  const ours: Record<string, unknown> = indexDefinition.mappings.properties;
  const names = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].sort();
  return names.filter((n) => canonical(ours[n]) !== canonical(theirs[n]));
};

/** The indices an alias points at (one for ours), or [] when there is no such alias. */
export const indicesOfAlias = async (client: Client, alias: string): Promise<string[]> => Object.keys((await client.indices.getAlias({ name: alias })).body ?? {});

/**
 * Creates or updates the template (idempotent: PUT replaces it), then, when
 * there is no alias yet, `physicians_v1` with the alias in the same request.
 * An existing alias is left alone and its mapping compared with ours.
 */
export const ensureSearchIndex = async (client: Client, alias: string, options: IndexSettingsOptions = defaultSettings): Promise<EnsureResult> => {
  await client.indices.putIndexTemplate({ name: templateNameOf(alias), body: indexTemplate(alias, options) });
  const [current] = await indicesOfAlias(client, alias);
  if (current) return { status: 'exists', index: current, differingFields: await mappingDrift(client, alias) };
  if ((await client.indices.exists({ index: alias })).body) return { status: 'legacy', index: alias, differingFields: await mappingDrift(client, alias) };
  const index = versionedIndexName(alias, 1);
  await client.indices.create({ index, body: { aliases: { [alias]: {} } } });
  return { status: 'created', index };
};
