import { EARTH_RADIUS_MI, type LatLon } from '../../../core/search/distance';

/** Cell size in degrees: a 50-mile radius covers about 7 by 9 cells in the lower 48. */
const CELL = 0.25;
const LAT_CELLS = 180 / CELL;
const LON_CELLS = 360 / CELL;
const RAD = Math.PI / 180;

const latCell = (lat: number) => Math.min(LAT_CELLS - 1, Math.max(0, Math.floor((lat + 90) / CELL)));
const lonCell = (k: number) => ((k % LON_CELLS) + LON_CELLS) % LON_CELLS;

/**
 * The spatial driver of the distance filter (issue 23 item 11): rows by
 * 0.25° cell of their coordinates. A query reads the cells that intersect
 * the radius's bounding box, widened by a cell for rounding, so the rows it
 * returns are a superset of the matches; the filter then applies the exact
 * box and haversine test of core/search/distance.ts, hence the same results
 * as a scan. Rows without coordinates are in no cell. Removed rows stay in
 * their cell until a query finds the cell mostly dead and compacts it.
 */
export class GeoGrid {
  private readonly cells = new Map<number, number[]>();

  add(row: number, lat: number, lon: number): void {
    if (Number.isNaN(lat) || Number.isNaN(lon)) return;
    const id = latCell(lat) * LON_CELLS + lonCell(Math.floor((lon + 180) / CELL));
    const cell = this.cells.get(id);
    if (cell) cell.push(row);
    else this.cells.set(id, [row]);
  }

  /** The ids of the cells a circle of `miles` around the origin can touch. */
  cellsAround({ lat, lon }: LatLon, miles: number): number[] {
    // The same box as core/search/distance.ts boundingBox, one cell wider on every side.
    const d = miles / EARTH_RADIUS_MI;
    const dLat = d / RAD + CELL;
    const [minLat, maxLat] = [lat - dLat, lat + dLat];
    const s = Math.sin(d) / Math.cos(lat * RAD);
    const dLon = minLat <= -90 || maxLat >= 90 || s >= 1 ? 180 : Math.asin(s) / RAD + CELL;
    const [lo, hi] = [Math.floor((lon - dLon + 180) / CELL) - 1, Math.floor((lon + dLon + 180) / CELL) + 1];
    const ids: number[] = [];
    for (let a = latCell(minLat); a <= latCell(maxLat); a++) {
      if (dLon >= 180 || hi - lo + 1 >= LON_CELLS) for (let k = 0; k < LON_CELLS; k++) ids.push(a * LON_CELLS + k);
      else for (let k = lo; k <= hi; k++) ids.push(a * LON_CELLS + lonCell(k));
    }
    return ids;
  }

  /** How many rows (dead ones included) the cells hold: the driver's cost. */
  size(ids: number[]): number {
    let n = 0;
    for (const id of ids) n += this.cells.get(id)?.length ?? 0;
    return n;
  }

  /** Writes the live rows of the cells to `out`; returns how many. */
  rows(ids: number[], alive: Uint8Array, out: Int32Array): number {
    let n = 0;
    for (const id of ids) {
      const cell = this.cells.get(id);
      if (!cell) continue;
      const from = n;
      for (let i = 0; i < cell.length; i++) {
        const r = cell[i] as number;
        if (alive[r]) out[n++] = r;
      }
      // Compact a cell most of whose rows were removed, so updates cannot make it grow without bound.
      const live = n - from;
      if (cell.length > 16 && live * 2 < cell.length) this.cells.set(id, Array.from(out.subarray(from, n)));
    }
    return n;
  }
}
