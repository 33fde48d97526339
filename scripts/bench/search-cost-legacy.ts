/**
 * The "before" half of the cost bench (issue 23): today's contains leaves
 * turned back into the issue-15 query shape, so the cost model reads what the
 * old mapping would have made the engine do for the same search.
 */
const escapeWildcard = (s: string) => s.replace(/[\\*?]/g, (c) => `\\${c}`);

/** Today's contains leaves back into the issue-15 shape: `*needle*` on the `wildcard` subfield `<path>.contains`. */
export const legacyQuery = (q: unknown): unknown => {
  if (Array.isArray(q)) return q.map(legacyQuery);
  if (typeof q !== 'object' || q === null) return q;
  const o = q as Record<string, unknown>;
  const leaf = (kind: string) => Object.entries(o[kind] as Record<string, { value: string }>)[0] as [string, { value: string }];
  if ('term' in o && leaf('term')[0].startsWith('contains.')) {
    const [field, { value }] = leaf('term');
    return { wildcard: { [`${field.slice('contains.'.length, -'.grams'.length)}.contains`]: { value: `*${escapeWildcard(value)}*` } } };
  }
  if ('prefix' in o && leaf('prefix')[0].startsWith('contains.')) {
    const [field, { value }] = leaf('prefix');
    return { wildcard: { [`${field.slice('contains.'.length)}.contains`]: { value: `*${escapeWildcard(value)}*` } } };
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, legacyQuery(v)]));
};
