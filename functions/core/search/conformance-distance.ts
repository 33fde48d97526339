import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { EARTH_RADIUS_MI, milesFrom, roundMiles } from './distance';
import { zipCentroid } from './zip-centroids';

/**
 * Coordinates for the conformance documents (issue 16). The engines measure
 * on slightly different spheres (the reference 3,958.8 mi, OpenSearch
 * 6,371,008.7714 m: 0.001% apart) and OpenSearch quantizes a geo_point to
 * ~1e-7 degree, so the data keeps clear of every place where that could
 * show: each distance is at least 0.05 mi from a radius of WITHIN_MILES and
 * at least 0.02 mi from a one-decimal rounding edge (x.x5), and documents
 * share a distance only by sharing their exact coordinates, so ties are
 * exact in every engine and fall to the name order. Every 13th document
 * has no coordinates and must never match a distance search.
 */
export const CONFORMANCE_ZIP = '10001';
const RAD = Math.PI / 180;

/** Designed miles from the ZIP: 0 (the centroid itself), then pairs around each radius. */
export const designedMiles = [0, 0.42, 3.18, 9.92, 10.08, 24.88, 25.12, 49.78, 50.22, 73.62, 99.88, 100.12, 180.72, 249.92, 250.08, 612.38] as const;

/** The point `miles` away on the reference sphere at `bearing` degrees, rounded to 1e-5 degree as profiles are. */
const destination = (origin: { lat: number; lon: number }, miles: number, bearing: number) => {
  const [d, t, p1, l1] = [miles / EARTH_RADIUS_MI, bearing * RAD, origin.lat * RAD, origin.lon * RAD];
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(t));
  const l2 = l1 + Math.atan2(Math.sin(t) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return { latitude: Math.round((p2 / RAD) * 1e5) / 1e5, longitude: Math.round((l2 / RAD) * 1e5) / 1e5 };
};

/** The coordinates (and ZIP) of conformance document `i`, or nothing for the documents without. */
export const conformanceCoordinates = (i: number): Pick<PhysicianSummary, 'zip' | 'latitude' | 'longitude'> => {
  if (i % 13 === 6) return {};
  const origin = zipCentroid(CONFORMANCE_ZIP) as { lat: number; lon: number };
  const k = (i * 7) % designedMiles.length;
  return { zip: CONFORMANCE_ZIP, ...destination(origin, designedMiles[k] as number, k * 47) };
};

const f = (q: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', nearZip: CONFORMANCE_ZIP, ...q });

export const distanceQueries: ReadonlyArray<SearchFilters> = [
  f({ withinMiles: 50 }),
  f({ withinMiles: 10 }),
  f({ withinMiles: 250 }),
  f({ withinMiles: 25, specialty: ['cardiology'] }),
  f({ withinMiles: 100, specialty: ['Cardio', 'Neurology'], sortKey: 'distance' }),
  f({ withinMiles: 250, sortKey: 'distance' }),
  f({ withinMiles: 250, sortKey: 'distance', sortDirection: 'desc' }),
  f({ withinMiles: 100, query: 'ann', sortKey: 'location', sortDirection: 'desc' }),
  f({ withinMiles: 25, state: 'CA', sortKey: 'distance', sortDirection: 'desc' }),
];

export const distanceFacetQueries: ReadonlyArray<SearchFilters> = [f({ withinMiles: 50, specialty: ['Cardiology'] }), f({ withinMiles: 250, query: 'smith' })];

/** What each result's distanceMiles must be: the reference's miles to one decimal (the data keeps every engine's rounding the same). */
export const expectedMiles = (q: SearchFilters, items: readonly PhysicianSummary[]): Array<number | undefined> => {
  const origin = q.nearZip ? zipCentroid(q.nearZip) : null;
  return items.map((d) => {
    const miles = origin ? milesFrom(origin, d) : null;
    return miles === null ? undefined : roundMiles(miles);
  });
};
