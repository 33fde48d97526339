import type { SearchFilters } from '../../functions/core/ports';
import { layTermNames } from '../../functions/core/taxonomy/lay-terms';
import { taxonomyClassifications } from '../../functions/core/taxonomy/nucc';
import { specSpecialtyCodes } from '../../functions/core/taxonomy/spec-specialties';

/**
 * Issue 16's 'lay specialty term' class: what a recruiter types into the
 * specialty box instead of a listed name, a lay name ("heart doctor",
 * "OB/GYN", "ENT"), a NUCC classification ("Internal Medicine", which spans
 * its specializations) or a code, half the time with a second value, on a
 * random order. Each becomes a text clause OR a `terms` on taxonomyCodes.
 */
export const layTermFilters = (any: <T>(xs: readonly T[]) => T, r: () => number, sort: () => Pick<SearchFilters, 'sortKey' | 'sortDirection'>): SearchFilters => {
  const value = () => (r() < 0.6 ? any(layTermNames) : r() < 0.75 ? any(taxonomyClassifications()) : any(Object.values(specSpecialtyCodes)));
  return { specialty: r() < 0.5 ? [value()] : [value(), value()], ...sort() };
};
