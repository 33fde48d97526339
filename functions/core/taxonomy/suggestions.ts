import { layTermNames, termKey } from './lay-terms';
import { taxonomyClassifications } from './nucc';

/**
 * What the web may suggest in the specialty box (issue 16): NUCC
 * classification names, then lay names, one per spelling (termKey), every one
 * of them a value the specialty filter resolves to codes. No zod; it reads
 * the taxonomy file (nucc.ts), so only server-side code may call it.
 */
export const specialtySuggestions = (): readonly string[] => {
  const seen = new Set<string>();
  return [...taxonomyClassifications(), ...layTermNames].filter((s) => {
    const key = termKey(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
