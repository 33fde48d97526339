import { useSpecialties } from '../../../lib/use-specialties';
import { useSpecialtyFacets } from '../api/get-specialty-facets';
import type { SearchFilters } from '../utils/search-url';
import { formatCount } from '../../../lib/format-count';

export interface SpecialtyOption {
  specialty: string;
  /** Matches under the current search; undefined until the first counts for it arrive. */
  count: number | undefined;
}

/** "1,204 physicians": what a count is read as after the specialty's name. */
export const physiciansLabel = (count: number): string => `${formatCount(count)} ${count === 1 ? 'physician' : 'physicians'}`;

/**
 * Every specialty of the directory, in the directory's order (largest
 * first), so options do not jump around or vanish as filters narrow; each
 * with its count under the current search, 0 when none matches.
 */
export const useSpecialtyOptions = (filters: SearchFilters) => {
  const all = useSpecialties();
  const facets = useSpecialtyFacets(filters);
  const counts = facets.data ? new Map(facets.data.map((f) => [f.specialty.toLowerCase(), f.count])) : null;
  const options: SpecialtyOption[] = (all.data ?? []).map(({ specialty }) => ({
    specialty,
    count: counts ? (counts.get(specialty.toLowerCase()) ?? 0) : undefined,
  }));
  return {
    options,
    isPending: all.isPending,
    isError: all.isError || facets.isError,
    /** Counts shown are for an earlier filter set while the current one loads. */
    updating: facets.isPlaceholderData || (facets.isFetching && !facets.data),
  };
};
