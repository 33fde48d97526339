import { AppError } from '../errors';
import type { SearchFilters } from '../ports';
import { WITHIN_MILES } from '../schemas/physician-constants';
import { type LatLon, zipCentroid } from './zip-centroids';

export type { LatLon } from './zip-centroids';

/**
 * Distance from a ZIP (issue 16), the reference: great-circle (haversine)
 * miles on a sphere of 3,958.8 mi, within the radius inclusive; a profile
 * without coordinates is at no distance and never matches. OpenSearch's arc
 * distance uses its mean radius 6,371,008.7714 m (3,958.761 mi): 0.001% less,
 * under 0.003 mi at 250 mi, which the conformance data keeps clear of.
 */
export const EARTH_RADIUS_MI = 3958.8;

const RAD = Math.PI / 180;

export const haversineMiles = (a: LatLon, b: LatLon, radius = EARTH_RADIUS_MI): number => {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** What results show: one decimal. */
export const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;

export interface DistanceFilter {
  readonly origin: LatLon;
  readonly miles: number;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: [message] });

/**
 * The distance filter of a search, or null without one. Every rule the
 * schema cannot state alone is here, so the search, the facets, select-all
 * and saved searches refuse the same requests with the same field errors;
 * the schema stays free of the ZIP table, which the web must not load.
 */
export const distanceFilterOf = (q: Pick<SearchFilters, 'nearZip' | 'withinMiles' | 'sortKey'>): DistanceFilter | null => {
  if (q.nearZip === undefined) {
    if (q.withinMiles !== undefined) throw invalid('nearZip', 'Enter a ZIP code to search within a distance');
    if (q.sortKey === 'distance') throw invalid('sortKey', 'Sorting by distance needs a ZIP code');
    return null;
  }
  if (q.withinMiles === undefined) throw invalid('withinMiles', `Choose a distance: ${WITHIN_MILES.join(', ')} miles`);
  const origin = zipCentroid(q.nearZip);
  if (!origin) throw invalid('nearZip', 'Unknown ZIP code');
  return { origin, miles: q.withinMiles };
};

/** The profile's distance from the origin, or null when it has no coordinates. */
export const milesFrom = (origin: LatLon, p: { latitude?: number | undefined; longitude?: number | undefined }): number | null =>
  p.latitude === undefined || p.longitude === undefined ? null : haversineMiles(origin, { lat: p.latitude, lon: p.longitude });

/**
 * A box that holds every point within `miles` of the origin (on the
 * reference sphere), for a cheap prefilter before the haversine: the
 * latitude band is exact, the longitude half-width is asin(sin(d)/cos(lat)),
 * widened by a hair for rounding; past a pole every longitude qualifies.
 * `lonIn` compares across the antimeridian.
 */
export const boundingBox = ({ lat, lon }: LatLon, miles: number) => {
  const d = miles / EARTH_RADIUS_MI;
  const pad = 1e-9;
  const dLat = (d + pad) / RAD;
  const [minLat, maxLat] = [lat - dLat, lat + dLat];
  const s = Math.sin(d) / Math.cos(lat * RAD);
  const dLon = minLat <= -90 || maxLat >= 90 || s >= 1 ? 180 : (Math.asin(s) + pad) / RAD;
  return {
    minLat,
    maxLat,
    lonIn: (x: number) => dLon >= 180 || Math.abs(((((x - lon) % 360) + 540) % 360) - 180) <= dLon,
  };
};

/** The reference predicate of the distance filter (matcher.ts), or null without one. */
export const distancePredicate = (q: SearchFilters): ((p: { latitude?: number | undefined; longitude?: number | undefined }) => boolean) | null => {
  const f = distanceFilterOf(q);
  if (!f) return null;
  return (p) => {
    const miles = milesFrom(f.origin, p);
    return miles !== null && miles <= f.miles;
  };
};
