import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import type { SpecialtyCount } from '../schemas/physician-search';
import { predicateOf } from './matcher';
import { mergeSpecialtyCounts } from './specialties';

/**
 * Specialty facet counts the multi-select way: every filter and the query
 * apply except the specialty filter itself, so with Cardiology chosen the
 * other specialties still say how many they would add. The engines count
 * over exactly these filters.
 */
export const facetFilters = (q: SearchFilters): SearchFilters => ({ ...q, specialty: undefined, specialtyExact: undefined });

/** The reference facet counts: the profiles that pass `facetFilters`, counted per specialty and merged for display. */
export const specialtyFacets = (docs: readonly PhysicianSummary[], q: SearchFilters): SpecialtyCount[] => {
  const passes = predicateOf(facetFilters(q));
  const raw = new Map<string, number>();
  for (const d of docs) if (passes(d)) raw.set(d.specialty, (raw.get(d.specialty) ?? 0) + 1);
  return mergeSpecialtyCounts([...raw].map(([specialty, count]) => ({ specialty, count })));
};
