import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { WITHIN_MILES } from '../schemas/physician-constants';
import { conformanceDocs } from './conformance-cases';
import { CONFORMANCE_ZIP } from './conformance-distance';
import { boundingBox, distanceFilterOf, EARTH_RADIUS_MI, haversineMiles, roundMiles } from './distance';
import { comparatorOf, predicateOf } from './matcher';
import { zipCentroid, zipCount, zipsWithPrefix } from './zip-centroids';

const require = createRequire(import.meta.url);
const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, { zip: string; latitude: number; longitude: number; country: string }> };

const q = (x: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...x });
const refusal = (x: Partial<SearchFilters>) => {
  try {
    distanceFilterOf(q(x));
    return null;
  } catch (e) {
    return e instanceof AppError ? { status: e.status, details: e.details } : e;
  }
};

describe('the ZIP centroid table (derived from the zipcodes package)', () => {
  it('holds every US ZIP of the package with a place, at the package precision, and nothing else', () => {
    const placed = Object.values(codes).filter((c) => c.country === 'US' && !(c.latitude === 0 && c.longitude === 0));
    expect(zipCount()).toBe(placed.length);
    expect(zipCount()).toBeGreaterThan(40_000);
    for (const c of placed) expect(zipCentroid(c.zip), c.zip).toEqual({ lat: c.latitude, lon: c.longitude });
    expect(zipCentroid('10001')).toEqual({ lat: 40.7484, lon: -73.9967 });
  });

  it('knows no unplaced military ZIP, no made-up ZIP and nothing that is not 5 digits', () => {
    const apo = Object.values(codes).find((c) => c.latitude === 0 && c.longitude === 0);
    expect(zipCentroid(apo?.zip ?? '')).toBeNull();
    for (const z of ['00000', '99999', '1234', '123456', 'abcde']) expect(zipCentroid(z), z).toBeNull();
  });

  it('lists the ZIPs of a prefix in order', () => {
    const nyc = zipsWithPrefix('100');
    expect(nyc.length).toBeGreaterThan(30);
    expect(nyc.every((z) => z.zip.startsWith('100'))).toBe(true);
    expect(nyc.map((z) => z.zip)).toEqual([...nyc.map((z) => z.zip)].sort());
  });
});

describe('haversine miles (reference sphere 3,958.8 mi)', () => {
  it('measures one degree of the equator and a known city pair', () => {
    expect(haversineMiles({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_MI) / 360, 9);
    // Manhattan (10001) to Beverly Hills (90210): about 2,450 miles by great circle.
    const miles = haversineMiles(zipCentroid('10001')!, zipCentroid('90210')!);
    expect(miles).toBeGreaterThan(2440);
    expect(miles).toBeLessThan(2460);
    expect(roundMiles(12.345)).toBe(12.3);
  });

  it('the bounding box holds every point within the radius, across the antimeridian and near a pole', () => {
    const origins = [zipCentroid('10001')!, { lat: 52, lon: 179.95 }, { lat: -33, lon: -179.9 }, { lat: 89.5, lon: 10 }, { lat: 0, lon: 0 }];
    let inside = 0;
    for (const origin of origins) {
      for (const miles of WITHIN_MILES) {
        const box = boundingBox(origin, miles);
        for (let k = 0; k < 4000; k++) {
          // Deterministic spray of points around the origin, some just inside the radius.
          const lat = Math.max(-90, Math.min(90, origin.lat + Math.sin(k * 12.9898) * (miles / 50)));
          const lon = ((origin.lon + Math.cos(k * 78.233) * (miles / 25) + 540) % 360) - 180;
          if (haversineMiles(origin, { lat, lon }) > miles) continue;
          inside++;
          expect(lat >= box.minLat && lat <= box.maxLat && box.lonIn(lon), `${JSON.stringify(origin)} ${miles} ${lat},${lon}`).toBe(true);
        }
      }
    }
    expect(inside).toBeGreaterThan(10_000);
  });
});

describe('distanceFilterOf: the rules the schema cannot state', () => {
  it('resolves a known ZIP with its radius, and no distance without nearZip', () => {
    expect(distanceFilterOf(q({ nearZip: '10001', withinMiles: 50 }))).toEqual({ origin: { lat: 40.7484, lon: -73.9967 }, miles: 50 });
    expect(distanceFilterOf(q({}))).toBeNull();
  });

  it('refuses an unknown ZIP, half a filter and a distance sort without a ZIP with 400 field errors', () => {
    expect(refusal({ nearZip: '00000', withinMiles: 10 })).toEqual({ status: 400, details: { nearZip: ['Unknown ZIP code'] } });
    expect(refusal({ nearZip: '10001' })).toEqual({ status: 400, details: { withinMiles: ['Choose a distance: 10, 25, 50, 100, 250 miles'] } });
    expect(refusal({ withinMiles: 25 })).toEqual({ status: 400, details: { nearZip: ['Enter a ZIP code to search within a distance'] } });
    expect(refusal({ sortKey: 'distance' })).toEqual({ status: 400, details: { sortKey: ['Sorting by distance needs a ZIP code'] } });
  });
});

describe('the reference predicate and order', () => {
  const at = (id: string, lastName: string, coords: Partial<PhysicianSummary>): PhysicianSummary => ({ ...conformanceDocs(1)[0]!, id, lastName, latitude: undefined, longitude: undefined, ...coords });
  const origin = zipCentroid('10001')!;

  it('is inclusive at the radius and never matches a profile without coordinates', () => {
    const here = at('a', 'A', { latitude: origin.lat, longitude: origin.lon });
    const none = at('b', 'B', {});
    const latOnly = at('c', 'C', { latitude: origin.lat });
    const match = predicateOf(q({ nearZip: '10001', withinMiles: 10 }));
    expect([here, none, latOnly].map(match)).toEqual([true, false, false]);
    // Just inside and just outside 10 miles due north (a degree of latitude is 69.09 mi on this sphere).
    const north = (miles: number) => at('n', 'N', { latitude: origin.lat + (miles / EARTH_RADIUS_MI) * (180 / Math.PI), longitude: origin.lon });
    expect([9.999, 10.001].map((m) => match(north(m)))).toEqual([true, false]);
  });

  it('sorts nearest first, ties by the name order, desc reversing both', () => {
    const near = { latitude: origin.lat + 0.01, longitude: origin.lon };
    const far = { latitude: origin.lat + 0.5, longitude: origin.lon };
    const docs = [at('3', 'Zed', near), at('1', 'Far', far), at('2', 'Able', near)];
    expect([...docs].sort(comparatorOf('distance', 'asc', origin)).map((d) => d.id)).toEqual(['2', '3', '1']);
    expect([...docs].sort(comparatorOf('distance', 'desc', origin)).map((d) => d.id)).toEqual(['1', '3', '2']);
  });
});

describe('the conformance data stays clear of every edge the engines may measure apart', () => {
  it('keeps each distance 0.05 mi from a radius and 0.02 mi from a rounding edge, and the arc distances round alike', () => {
    const origin = zipCentroid(CONFORMANCE_ZIP)!;
    const osRadius = 6_371_008.7714 / 1609.344;
    const docs = conformanceDocs();
    const placed = docs.filter((d) => d.latitude !== undefined);
    expect(docs.length - placed.length).toBeGreaterThan(40);
    for (const d of placed) {
      const miles = haversineMiles(origin, { lat: d.latitude!, lon: d.longitude! });
      for (const r of WITHIN_MILES) expect(Math.abs(miles - r), `${d.id} ${miles}`).toBeGreaterThan(0.05);
      expect(Math.abs(((miles * 10) % 1) - 0.5), `${d.id} ${miles}`).toBeGreaterThan(0.2);
      expect(roundMiles(haversineMiles(origin, { lat: d.latitude!, lon: d.longitude! }, osRadius))).toBe(roundMiles(miles));
    }
  });
});
