import { CONTAINS_PATHS, type FieldMapping, type IndexDefinition, indexDefinition, NORMALIZER } from '../../../functions/adapters/aws/opensearch-mapping';

/**
 * Test-only: the issue-15 layout, before issue 23. Every contains path has
 * a `<path>.contains` subfield of type `wildcard` (normalized, doc values
 * on), queried as `*needle*`. The evaluator's wildcard-field tests and the
 * cost bench's "before" column (scripts/bench/search-cost.ts) run on it.
 * The index keeps these subfields for one release (LEGACY_WILDCARD in
 * opensearch-mapping.ts); this keeps the layout once they are dropped.
 */
export const LEGACY_CONTAINS = 'contains';

export const legacyDefinition = (): IndexDefinition => {
  const copy = JSON.parse(JSON.stringify(indexDefinition)) as { mappings: { properties: Record<string, FieldMapping> } };
  for (const path of CONTAINS_PATHS) {
    const parts = path.split('.');
    let props = copy.mappings.properties;
    for (const p of parts.slice(0, -1)) props = (props[p] as { properties: Record<string, FieldMapping> }).properties;
    const leaf = props[parts.at(-1) as string] as FieldMapping & { fields?: Record<string, FieldMapping> };
    leaf.fields = { ...(leaf.fields ?? {}), [LEGACY_CONTAINS]: { type: 'wildcard', normalizer: NORMALIZER, doc_values: true } };
  }
  return copy as unknown as IndexDefinition;
};
