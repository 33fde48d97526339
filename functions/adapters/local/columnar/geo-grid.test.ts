import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, haversineMiles } from '../../../core/search/distance';
import { GeoGrid } from './geo-grid';

/** Points anywhere, with extra weight on the poles and the antimeridian, where cells and boxes wrap. */
const lat = fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: 85, max: 90, noNaN: true }), fc.double({ min: -90, max: -85, noNaN: true }));
const lon = fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: 178, max: 180, noNaN: true }), fc.double({ min: -180, max: -178, noNaN: true }));
const point = fc.record({ lat, lon });

/** What the distance filter keeps (columnar/distance.ts): the box, then the haversine. */
const within = (o: { lat: number; lon: number }, miles: number) => {
  const { minLat, maxLat, lonIn } = boundingBox(o, miles);
  return (p: { lat: number; lon: number }) => p.lat >= minLat && p.lat <= maxLat && lonIn(p.lon) && haversineMiles(o, p) <= miles;
};

describe('GeoGrid', () => {
  it('holds every point within the radius in the cells around the origin: the same matches as a scan of every point', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 300 }), point, fc.constantFrom(10, 25, 50, 100, 250, 1000), (points, origin, miles) => {
        const grid = new GeoGrid();
        points.forEach((p, row) => grid.add(row, p.lat, p.lon));
        const alive = new Uint8Array(points.length).fill(1);
        const out = new Int32Array(points.length);
        const n = grid.rows(grid.cellsAround(origin, miles), alive, out);
        const pass = within(origin, miles);
        const viaGrid = [...out.subarray(0, n)].filter((r) => pass(points[r]!)).sort((a, b) => a - b);
        const brute = points.flatMap((p, row) => (pass(p) ? [row] : []));
        expect(viaGrid).toEqual(brute);
      }),
      { numRuns: 400 },
    );
  });

  it('reads only the cells near the origin, skips removed rows and rows without coordinates', () => {
    const grid = new GeoGrid();
    const nyc = { lat: 40.75, lon: -73.99 };
    grid.add(0, nyc.lat, nyc.lon);
    grid.add(1, 34.05, -118.24); // Los Angeles
    grid.add(2, Number.NaN, Number.NaN);
    grid.add(3, nyc.lat + 0.01, nyc.lon);
    const cells = grid.cellsAround(nyc, 50);
    expect(grid.size(cells)).toBe(2);
    const out = new Int32Array(4);
    expect([...out.subarray(0, grid.rows(cells, Uint8Array.from([1, 1, 1, 0]), out))]).toEqual([0]);
  });

  it('compacts a cell most of whose rows were removed', () => {
    const grid = new GeoGrid();
    for (let row = 0; row < 40; row++) grid.add(row, 40.75, -73.99);
    const alive = new Uint8Array(40);
    alive[7] = 1;
    const cells = grid.cellsAround({ lat: 40.75, lon: -73.99 }, 10);
    const out = new Int32Array(40);
    expect([...out.subarray(0, grid.rows(cells, alive, out))]).toEqual([7]);
    expect(grid.size(cells)).toBe(1);
  });
});
