import type { SearchFilters } from '../../../core/ports';
import { boundingBox, distanceFilterOf, haversineMiles, type LatLon, milesFrom, roundMiles } from '../../../core/search/distance';
import type { SearchHit } from '../../../core/schemas/physician';
import type { Orderings } from './order';
import type { ColumnTable } from './table';

/**
 * Distance from a ZIP in the columnar engine (issue 16): a bounding box on
 * the lat/lon columns first, two comparisons that reject most rows, then the
 * reference's haversine (core/search/distance.ts) for the rows inside it.
 * NaN (no coordinates) fails every comparison, so such rows never match.
 */
/** Shaped as a compiled Filter (query.ts, which imports this file: no import back). */
export const distanceFilter = (t: ColumnTable, q: SearchFilters): Array<{ test: (row: number) => boolean }> => {
  const f = distanceFilterOf(q);
  if (!f) return [];
  const { minLat, maxLat, lonIn } = boundingBox(f.origin, f.miles);
  const [lat, lon] = [t.lat.data, t.lon.data];
  const { origin, miles } = f;
  return [
    {
      test: (r) => {
        const a = lat[r] as number;
        if (!(a >= minLat && a <= maxLat)) return false;
        const o = lon[r] as number;
        return lonIn(o) && haversineMiles(origin, { lat: a, lon: o }) <= miles;
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
  hits: Int32Array,
  total: number,
  origin: LatLon,
  desc: boolean,
  w: { offset: number; limit: number },
): number[] => {
  const { pos } = orderings.rows('name');
  const [lat, lon] = [t.lat.data, t.lon.data];
  const miles = new Float64Array(total);
  const idx = new Int32Array(total);
  for (let i = 0; i < total; i++) {
    const r = hits[i] as number;
    miles[i] = haversineMiles(origin, { lat: lat[r] as number, lon: lon[r] as number });
    idx[i] = i;
  }
  const sign = desc ? -1 : 1;
  idx.sort((a, b) => sign * ((miles[a] as number) - (miles[b] as number) || (pos[hits[a] as number] as number) - (pos[hits[b] as number] as number)));
  const rows: number[] = [];
  for (let i = w.offset; i < Math.min(total, w.offset + w.limit); i++) rows.push(hits[idx[i] as number] as number);
  return rows;
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
