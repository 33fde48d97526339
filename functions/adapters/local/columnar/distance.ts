import type { SearchFilters } from '../../../core/ports';
import { boundingBox, distanceFilterOf, haversineMiles, type LatLon, milesFrom, roundMiles } from '../../../core/search/distance';
import type { SearchHit } from '../../../core/schemas/physician-search';
import type { Filter, Scratch } from './filter';
import type { Orderings } from './order';
import { smallestK } from './top-k';
import type { ColumnTable } from './table';

/**
 * Distance from a ZIP in the columnar engine (issue 16): the spatial grid
 * (geo-grid.ts) drives with the rows of the cells around the origin; each
 * candidate then passes the bounding box on the lat/lon columns, two
 * comparisons that reject most rows, and the reference's haversine
 * (core/search/distance.ts). NaN (no coordinates) fails every comparison,
 * and such rows are in no cell, so they never match.
 */
export const distanceFilter = (t: ColumnTable, q: SearchFilters): Filter[] => {
  const f = distanceFilterOf(q);
  if (!f) return [];
  const { minLat, maxLat, lonIn } = boundingBox(f.origin, f.miles);
  const { origin, miles } = f;
  const cells = t.grid.cellsAround(origin, miles);
  return [
    {
      size: () => t.grid.size(cells),
      drive: (out) => t.grid.rows(cells, t.alive, out),
      exact: false,
      keep: (rows, n) => {
        const [lat, lon] = [t.lat.data, t.lon.data];
        let k = 0;
        for (let i = 0; i < n; i++) {
          const r = rows[i] as number;
          const a = lat[r] as number;
          if (!(a >= minLat && a <= maxLat)) continue;
          const o = lon[r] as number;
          if (lonIn(o) && haversineMiles(origin, { lat: a, lon: o }) <= miles) rows[k++] = r;
        }
        return k;
      },
    },
  ];
};

/**
 * The distance order: the matches sorted by miles, ties by their place in
 * the name order (last name, first name, id), desc reversing both, as the
 * reference's comparator. It depends on the ZIP, so it is sorted per query
 * over the matches only; there is no pre-sorted order and no anchor, so this
 * order pages by page number (offset), in both engines.
 */
export const distancePage = (
  t: ColumnTable,
  orderings: Orderings,
  scratch: Scratch,
  total: number,
  origin: LatLon,
  desc: boolean,
  w: { offset: number; limit: number },
): number[] => {
  const { pos } = orderings.rows('name');
  const [lat, lon] = [t.lat.data, t.lon.data];
  const hits = scratch.rowsOf(total);
  const { keys, ties } = scratch.sortKeys(total);
  // Desc reverses both keys; negating them keeps one ascending selection.
  const sign = desc ? -1 : 1;
  for (let i = 0; i < total; i++) {
    const r = hits[i] as number;
    keys[i] = sign * haversineMiles(origin, { lat: lat[r] as number, lon: lon[r] as number });
    ties[i] = sign * (pos[r] as number);
  }
  // Page n needs the first offset + limit only: a bounded selection, not a sort of every match.
  const first = smallestK(keys, ties, total, w.offset + w.limit);
  return Array.from(first.subarray(Math.min(w.offset, first.length)), (i) => hits[i] as number);
};

/** Each hit with its miles from the origin to one decimal, when the search has a distance. */
export const withDistance = (q: SearchFilters, docs: SearchHit[]): SearchHit[] => {
  const f = distanceFilterOf(q);
  if (!f) return docs;
  return docs.map((d) => {
    const miles = milesFrom(f.origin, d);
    return miles === null ? d : { ...d, distanceMiles: roundMiles(miles) };
  });
};
