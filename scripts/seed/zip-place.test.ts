import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../functions/core/search/distance';
import { zipCentroid } from '../../functions/core/search/zip-centroids';
import { statesWithCities } from './data/cities';
import { generatePhysicians } from './physicians';
import { CITY_RADIUS_MI, cityZips } from './zip-place';

/** Issue 16: a seeded physician's ZIP is a real ZIP of their city, and their coordinates lie within a mile of its centroid. */
describe('seeded ZIPs and coordinates', () => {
  it('gives every city of the table real ZIPs of its prefix, near its centre', () => {
    const far: string[] = [];
    for (const s of statesWithCities) {
      for (const c of s.cities) {
        const zips = cityZips(c);
        expect(zips.length, `${c.name}, ${s.code}`).toBeGreaterThan(0);
        for (const z of zips) {
          expect(z.zip.startsWith(c.zip3)).toBe(true);
          if (haversineMiles({ lat: c.lat, lon: c.lon }, z) > CITY_RADIUS_MI) far.push(`${c.name}, ${s.code}`);
        }
      }
    }
    // A city whose prefix had no ZIP within the radius would fall back to its nearest one; none of the table does.
    expect(far).toEqual([]);
  });

  it('places each physician at a known ZIP, within a mile of its centroid, and in their city', () => {
    for (const p of generatePhysicians(500, 42)) {
      const centroid = zipCentroid(p.zip ?? '');
      expect(centroid, p.zip).not.toBeNull();
      expect(haversineMiles(centroid!, { lat: p.latitude!, lon: p.longitude! })).toBeLessThan(1);
      const city = statesWithCities.find((s) => s.code === p.state)?.cities.find((c) => c.name === p.city);
      expect(haversineMiles({ lat: city!.lat, lon: city!.lon }, centroid!), `${p.city} ${p.zip}`).toBeLessThan(60);
    }
  });
});
