import { layTermNames, termKey } from './lay-terms';
import { taxonomyClassifications } from './nucc';

/**
 * What the web may suggest in the specialty box (issue 16): NUCC
 * classification names, then lay names, one per spelling (termKey), every one
 * of them a value the specialty filter resolves to codes. No zod; it pulls
 * in the taxonomy JSON (about 30 KB, 5 KB gzipped).
 */
export const specialtySuggestions: readonly string[] = (() => {
  const seen = new Set<string>();
  return [...taxonomyClassifications, ...layTermNames].filter((s) => {
    const key = termKey(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
})();
