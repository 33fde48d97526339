import type { Deps } from '../core/deps';
import { summaryOf } from '../core/physician';

/** Rebuilds the search index from DynamoDB, the source of truth. Returns how many profiles it indexed. */
export const rebuildSearchIndex = async (d: Pick<Deps, 'physicians' | 'search'>): Promise<number> => {
  let count = 0;
  await d.physicians.scanAll(async (page) => {
    await d.search.upsert(page.map(summaryOf));
    count += page.length;
  });
  return count;
};
