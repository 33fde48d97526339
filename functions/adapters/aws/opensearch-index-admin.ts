import type { Client } from './opensearch-http';
import { indexDefinition } from './opensearch-mapping';

export type EnsureResult = { status: 'created' } | { status: 'exists'; differingFields: string[] };

const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

/**
 * Creates the index with our settings and mapping when it is absent. An
 * existing index is left alone (mappings cannot change in place), but the
 * top-level fields whose mapping differs from ours are reported, so the
 * operator knows a reindex is due.
 */
export const ensureSearchIndex = async (client: Client, index: string): Promise<EnsureResult> => {
  const { body: exists } = await client.indices.exists({ index });
  if (!exists) {
    await client.indices.create({ index, body: indexDefinition });
    return { status: 'created' };
  }
  const { body } = await client.indices.getMapping({ index });
  // The answer is keyed by the concrete index name, which differs from `index` when that is an alias.
  const [current] = Object.values(body as Record<string, { mappings?: { properties?: Record<string, unknown> } }>);
  const theirs = current?.mappings?.properties ?? {};
  const ours: Record<string, unknown> = indexDefinition.mappings.properties;
  const names = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].sort();
  return { status: 'exists', differingFields: names.filter((n) => canonical(ours[n]) !== canonical(theirs[n])) };
};
