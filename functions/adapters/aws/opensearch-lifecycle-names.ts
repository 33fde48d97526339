/**
 * The names of the index lifecycle, all derived from the alias the functions
 * read (OPENSEARCH_INDEX, `physicians`): concrete indices `physicians_v<N>`,
 * the index template `physicians` for them, and `physicians_building`, the
 * alias a rebuild fills its new index through.
 */
export const buildingAliasOf = (alias: string): string => `${alias}_building`;
export const templateNameOf = (alias: string): string => alias;
export const indexPatternOf = (alias: string): string => `${alias}_v*`;
export const versionedIndexName = (alias: string, n: number): string => `${alias}_v${n}`;

/** N of `physicians_v<N>`, or 0 for anything else (the index named like the alias, from before aliases). */
export const generationOf = (alias: string, index: string): number => {
  const m = new RegExp(`^${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_v(\\d+)$`).exec(index);
  return m ? Number(m[1]) : 0;
};
