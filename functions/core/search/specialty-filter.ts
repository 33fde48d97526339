import type { PhysicianSummary } from '../schemas/physician';
import { taxonomyCodesForAll } from '../taxonomy/resolve';
import { fold } from './fold';
import { specialtyKey } from './specialties';

/**
 * The specialty filters (spec core §5, issues 16 and 21). Two parameters,
 * any of whose values lets a profile pass:
 * - `specialtyExact`: a specialty picked from a list (a box, a specialty
 *   page, its "View All"). It matches exactly that specialty as the list
 *   shows it (`specialtyKey`: the displayed name, lower-cased), so the count
 *   beside a box is the total its search shows, and Urology never finds
 *   Neurology.
 * - `specialty`: typed text. The spec's case-insensitive contains on the
 *   specialty ('physician' exact, as the spec says), OR a NUCC code the
 *   value stands for (core/taxonomy/resolve.ts: a code, a classification
 *   with its specializations, a specialization, a lay name). A lay name only
 *   adds matches: "psych" finds every specialty containing "psych" and
 *   every profile carrying a psychiatry code.
 */
export type SpecialtyText = { readonly value: string; readonly exact: boolean };
export type SpecialtyFilter = {
  /** Folded typed values with their text rule. */
  readonly texts: readonly SpecialtyText[];
  /** Upper-case codes any of which lets a profile pass, or null when no typed value names one. */
  readonly codes: readonly string[] | null;
  /** `specialtyKey`s of the picked specialties. */
  readonly keys: readonly string[];
};

export const specialtyTextOf = (value: string): SpecialtyText => {
  const folded = fold(value);
  return { value: folded, exact: folded === 'physician' };
};

export const specialtyFilterOf = (typed: readonly string[] | undefined, picked?: readonly string[]): SpecialtyFilter | null => {
  if (!typed?.length && !picked?.length) return null;
  return {
    texts: (typed ?? []).map(specialtyTextOf),
    codes: typed?.length ? taxonomyCodesForAll(typed) : null,
    keys: [...new Set((picked ?? []).map(specialtyKey))],
  };
};

/** One value's text rule against a folded specialty. */
export const specialtyTextMatches = (folded: string, t: SpecialtyText): boolean => (t.exact ? folded === t.value : folded.includes(t.value));

export const specialtyPredicate = (typed: readonly string[] | undefined, picked?: readonly string[]): ((p: PhysicianSummary) => boolean) | null => {
  const f = specialtyFilterOf(typed, picked);
  if (!f) return null;
  const codes = f.codes ? new Set(f.codes) : null;
  const keys = new Set(f.keys);
  return (p) => {
    if (keys.has(specialtyKey(p.specialty))) return true;
    const folded = fold(p.specialty);
    return f.texts.some((t) => specialtyTextMatches(folded, t)) || (codes !== null && (p.taxonomyCodes ?? []).some((c) => codes.has(c)));
  };
};
