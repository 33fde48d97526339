import { haversineMiles } from '../../functions/core/search/distance';
import { type LatLon, zipsWithPrefix } from '../../functions/core/search/zip-centroids';
import type { City } from './data/cities';

/** How far from the city centre a seeded physician's ZIP may lie. */
export const CITY_RADIUS_MI = 15;
/** The jitter around the ZIP's centroid, in degrees (under a mile), so colleagues in one ZIP do not stack on one point. */
const JITTER = 0.01;

const cache = new Map<string, Array<LatLon & { zip: string }>>();

/**
 * The real ZIPs of a city (issue 16): those of its 3-digit prefix whose
 * centroid lies within CITY_RADIUS_MI of the city centre, or else the
 * nearest one of the prefix, so a seeded ZIP, its coordinates and the city
 * agree and a distance search finds what a recruiter would expect.
 */
export const cityZips = (city: City): Array<LatLon & { zip: string }> => {
  const key = `${city.zip3}|${city.lat}|${city.lon}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const centre = { lat: city.lat, lon: city.lon };
  const all = zipsWithPrefix(city.zip3).map((z) => ({ ...z, miles: haversineMiles(centre, z) }));
  const near = all.filter((z) => z.miles <= CITY_RADIUS_MI);
  const nearest = [...all].sort((a, b) => a.miles - b.miles).slice(0, 1);
  const zips = (near.length ? near : nearest).map(({ zip, lat, lon }) => ({ zip, lat, lon }));
  cache.set(key, zips);
  return zips;
};

/**
 * A ZIP and coordinates for a physician in `city`, from three draws of the
 * seeded generator (one index, two jitters: as many as before, so the fields
 * drawn after stay as they were).
 */
export const placeIn = (city: City, int: (max: number) => number, jitter: () => number): { zip: string; latitude: number; longitude: number } => {
  const zips = cityZips(city);
  const i = int(Math.max(0, zips.length - 1));
  const [dLat, dLon] = [jitter() * JITTER, jitter() * JITTER];
  const z = zips[i];
  if (!z) return { zip: `${city.zip3}01`, latitude: Math.round((city.lat + dLat) * 1e5) / 1e5, longitude: Math.round((city.lon + dLon) * 1e5) / 1e5 };
  return { zip: z.zip, latitude: Math.round((z.lat + dLat) * 1e5) / 1e5, longitude: Math.round((z.lon + dLon) * 1e5) / 1e5 };
};
