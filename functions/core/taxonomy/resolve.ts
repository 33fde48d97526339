import { layTerms, termKey } from './lay-terms';
import { looksLikeTaxonomyCode, normalizeTaxonomyCode, physicianTaxonomy } from './nucc';

/**
 * What one `specialty` filter value means in NUCC codes (issue 16). The value
 * is compared whole (after `termKey`: case, spacing, punctuation, '&'/'and'),
 * never as a part, and every reading that fits is added up:
 * - a code (207RC0000X, any case) stands for itself, known or not;
 * - a classification name ("Internal Medicine") for its own code and all its specializations';
 * - a specialization or display name ("Cardiovascular Disease", "Hematology") for every code bearing it;
 * - a lay or abbreviated name ("heart doctor", "OB/GYN", "ENT") for its codes (lay-terms.ts).
 * The engines then match a profile when its specialty text matches the value
 * (core/search/specialty-filter.ts) OR it carries one of these codes.
 */
/** Built on the first lookup, not at import: the table is a file read on first use (nucc.ts). */
let built: Map<string, Set<string>> | undefined;
const indexOf = (): Map<string, Set<string>> => {
  if (built) return built;
  const index = new Map<string, Set<string>>();
  const add = (key: string, codes: Iterable<string>) => {
    if (!key) return;
    const set = index.get(key) ?? new Set<string>();
    for (const c of codes) set.add(c);
    index.set(key, set);
  };
  const byClassification = new Map<string, string[]>();
  for (const e of physicianTaxonomy()) {
    byClassification.set(e.classification, [...(byClassification.get(e.classification) ?? []), e.code]);
    add(termKey(e.specialization), [e.code]);
    add(termKey(e.displayName), [e.code]);
  }
  for (const [name, codes] of byClassification) add(termKey(name), codes);
  for (const t of layTerms) {
    const fromClasses = (t.classifications ?? []).flatMap((c) => {
      const codes = byClassification.get(c);
      if (!codes) throw new Error(`lay term '${t.term}': no NUCC classification '${c}'`);
      return codes;
    });
    add(termKey(t.term), [...fromClasses, ...(t.codes ?? [])]);
  }
  return (built = index);
};

/** The codes a specialty filter value stands for, sorted; [] when it is none of the above. */
export const taxonomyCodesFor = (value: string): string[] => {
  const codes = new Set(indexOf().get(termKey(value)) ?? []);
  if (looksLikeTaxonomyCode(value)) codes.add(normalizeTaxonomyCode(value));
  return [...codes].sort();
};

/** The codes of all values of a specialty filter, or null when no value names any. */
export const taxonomyCodesForAll = (values: readonly string[]): string[] | null => {
  const all = new Set(values.flatMap(taxonomyCodesFor));
  return all.size ? [...all].sort() : null;
};
