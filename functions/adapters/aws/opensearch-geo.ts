import type { SearchFilters } from '../../core/ports';
import type { SearchHit } from '../../core/schemas/physician-search';
import { distanceFilterOf, haversineMiles, roundMiles } from '../../core/search/distance';
import { fromSource } from './opensearch-document';

/** OpenSearch's arc distance: haversine on its mean Earth radius (GeoUtils.EARTH_MEAN_RADIUS), in miles of 1,609.344 m. */
export const OPENSEARCH_EARTH_RADIUS_M = 6_371_008.7714;
export const METERS_PER_MILE = 1609.344;
const radiusMiles = OPENSEARCH_EARTH_RADIUS_M / METERS_PER_MILE;

/**
 * Each hit as a summary, with its distance from the search's ZIP (issue 16)
 * to one decimal. Sorted by distance, the hit's first sort value is that
 * distance as OpenSearch measured it; under another order the adapter
 * measures it from the hit's coordinates the way OpenSearch does.
 */
export const withArcMiles = (q: SearchFilters, hits: ReadonlyArray<{ _source?: unknown; sort?: unknown[] | undefined }>): SearchHit[] => {
  const f = distanceFilterOf(q);
  return hits.map((h) => {
    const doc = fromSource(h._source);
    if (!f) return doc;
    const sorted = q.sortKey === 'distance' ? h.sort?.[0] : undefined;
    const miles =
      typeof sorted === 'number'
        ? sorted
        : doc.latitude !== undefined && doc.longitude !== undefined
          ? haversineMiles(f.origin, { lat: doc.latitude, lon: doc.longitude }, radiusMiles)
          : null;
    return miles === null || !Number.isFinite(miles) ? doc : { ...doc, distanceMiles: roundMiles(miles) };
  });
};
