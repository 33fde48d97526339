import type { PhysicianSummary } from '../schemas/physician';
import { isExactSpecialtyTerm, taxonomyCodesForAll } from '../taxonomy/resolve';
import { fold } from './fold';

/**
 * The `specialty` filter (spec core §5 plus issue 16). A profile passes when,
 * for some value, its specialty text matches the value OR it carries one of
 * the NUCC codes the value stands for (core/taxonomy/resolve.ts: a code, a
 * classification with all its specializations, a specialization or display
 * name, a lay name). The text reading, per value:
 * - 'physician' (any case): exact, as the spec says;
 * - a code or a lay name that is no taxonomy or spec specialty name ('ENT',
 *   'heart doctor'): exact, since short ones are parts of unrelated names
 *   (resolve.ts isExactSpecialtyTerm);
 * - anything else, including a value that is both a spec specialty and a
 *   taxonomy name ('Internal Medicine', 'Pediatrics', 'Cardiology'): the
 *   spec's case-insensitive contains.
 * Values naming no code keep exactly the spec's behaviour, and profiles
 * without codes (indexed before issue 16) match by text as they always did.
 */
export type SpecialtyText = { readonly value: string; readonly exact: boolean };
export type SpecialtyFilter = {
  /** Folded values with their text rule. */
  readonly texts: readonly SpecialtyText[];
  /** Upper-case codes any of which lets a profile pass, or null when no value names one. */
  readonly codes: readonly string[] | null;
};

export const specialtyTextOf = (value: string): SpecialtyText => {
  const folded = fold(value);
  return { value: folded, exact: folded === 'physician' || isExactSpecialtyTerm(value) };
};

export const specialtyFilterOf = (values: readonly string[] | undefined): SpecialtyFilter | null =>
  values?.length ? { texts: values.map(specialtyTextOf), codes: taxonomyCodesForAll(values) } : null;

/** One value's text rule against a folded specialty. */
export const specialtyTextMatches = (folded: string, t: SpecialtyText): boolean => (t.exact ? folded === t.value : folded.includes(t.value));

export const specialtyPredicate = (values: readonly string[] | undefined): ((p: PhysicianSummary) => boolean) | null => {
  const f = specialtyFilterOf(values);
  if (!f) return null;
  const codes = f.codes ? new Set(f.codes) : null;
  return (p) => {
    const folded = fold(p.specialty);
    return f.texts.some((t) => specialtyTextMatches(folded, t)) || (codes !== null && (p.taxonomyCodes ?? []).some((c) => codes.has(c)));
  };
};
