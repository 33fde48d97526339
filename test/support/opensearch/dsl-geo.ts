import { fail, isRecord, only } from './dsl-shape';

/**
 * Test-only: OpenSearch's geo_distance query and _geo_distance sort on a
 * `geo_point` field, as OpenSearch 2.19 computes them:
 * - a geo_point is indexed as Lucene's LatLonPoint: latitude and longitude
 *   each quantized to a 32-bit integer (GeoEncodingUtils: floor(lat /
 *   (180 / 2^32)), floor(lon / (360 / 2^32)), 90 and 180 nudged below);
 *   queries and sorts read those decoded values, the query point is exact;
 * - arc distance is GeoUtils.arcDistance, Lucene's haversine on a sphere of
 *   GeoUtils.EARTH_MEAN_RADIUS = 6,371,008.7714 m (Lucene computes it with
 *   SloppyMath's table-based cos/asin, within centimetres of this exact
 *   formula; the conformance data keeps 0.02 mi from every edge);
 * - units: a distance string is a number and a unit (mi/miles 1,609.344 m,
 *   km, m); geo_distance matches a document when any of its points lies
 *   within the distance, inclusive; none without the field;
 * - `_geo_distance` sorts by distance in `unit`, each hit's sort value the
 *   distance; several points: min ascending, max descending (sort_mode
 *   default). A sorted hit without a point is not modelled (refused): our
 *   builder always sorts by distance under the matching geo_distance filter.
 */
export const EARTH_MEAN_RADIUS_M = 6_371_008.7714;
const UNITS: Record<string, number> = { mi: 1609.344, miles: 1609.344, km: 1000, m: 1 };
const RAD = Math.PI / 180;
const LAT_DECODE = 180 / 2 ** 32;
const LON_DECODE = 360 / 2 ** 32;

type Point = { lat: number; lon: number };

const quantize = (v: number, max: number, decode: number) => Math.floor((v === max ? v - Number.EPSILON * max : v) / decode) * decode;

const pointOf = (v: unknown, where: string): Point => {
  if (!isRecord(v) || typeof v.lat !== 'number' || typeof v.lon !== 'number') return fail(`${where} must be {lat, lon}`);
  only(v, ['lat', 'lon'], where);
  if (Math.abs(v.lat) > 90 || Math.abs(v.lon) > 180) fail(`${where} is out of range`);
  return { lat: v.lat, lon: v.lon };
};

/** The indexed (quantized) points of a top-level geo_point field of a document. */
export const indexedPoints = (source: Record<string, unknown>, field: string): Point[] => {
  const raw = source[field];
  if (raw === undefined || raw === null) return [];
  return (Array.isArray(raw) ? raw : [raw]).map((v) => {
    const p = pointOf(v, field);
    return { lat: quantize(p.lat, 90, LAT_DECODE), lon: quantize(p.lon, 180, LON_DECODE) };
  });
};

export const arcMeters = (a: Point, b: Point): number => {
  const h = Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lon - a.lon) * RAD) / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

const metersOf = (distance: unknown): number => {
  const m = typeof distance === 'string' ? /^(\d+(?:\.\d+)?)(mi|miles|km|m)$/.exec(distance) : null;
  return m ? Number(m[1]) * (UNITS[m[2] as string] as number) : fail(`geo_distance.distance must be a number with a unit (mi, km, m), got ${String(distance)}`);
};

/** The geo_distance query: `{ distance, <field>: {lat, lon} }`; `checkField` refuses a field that is not a geo_point. */
export const geoDistanceMatches = (spec: unknown, source: Record<string, unknown>, checkField: (field: string) => void): boolean => {
  if (!isRecord(spec)) return fail('geo_distance must be an object');
  const fields = Object.keys(spec).filter((k) => k !== 'distance');
  if (fields.length !== 1) fail('geo_distance takes a distance and exactly one field');
  const field = fields[0] as string;
  checkField(field);
  const origin = pointOf(spec[field], `geo_distance.${field}`);
  const radius = metersOf(spec.distance);
  return indexedPoints(source, field).some((p) => arcMeters(origin, p) <= radius);
};

/** One `_geo_distance` sort clause: its direction and each document's sort value in its unit. */
export const geoSortKey = <D>(spec: unknown, sourceOf: (d: D) => Record<string, unknown>, checkField: (field: string) => void) => {
  if (!isRecord(spec)) return fail('_geo_distance must be an object');
  const fields = Object.keys(spec).filter((k) => !['order', 'unit', 'distance_type'].includes(k));
  if (fields.length !== 1) fail('_geo_distance takes exactly one field besides order, unit and distance_type');
  const field = fields[0] as string;
  checkField(field);
  if (spec.order !== 'asc' && spec.order !== 'desc') fail('_geo_distance.order must be asc or desc');
  if (spec.distance_type !== undefined && spec.distance_type !== 'arc') fail('only arc distance is modelled');
  const unit = UNITS[String(spec.unit ?? 'm')] ?? fail(`unknown unit ${String(spec.unit)}`);
  const origin = pointOf(spec[field], `_geo_distance.${field}`);
  const desc = spec.order === 'desc';
  const valueOf = (d: D): number => {
    const ds = indexedPoints(sourceOf(d), field).map((p) => arcMeters(origin, p) / unit);
    if (!ds.length) fail(`a hit without ${field} sorted by _geo_distance is not modelled`);
    return desc ? Math.max(...ds) : Math.min(...ds);
  };
  return { desc, valueOf };
};
