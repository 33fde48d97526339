import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * ZIP code -> centroid, from the `zipcodes` npm package through a compact
 * derived file (scripts/zip/build-zip-centroids.ts says how and why). The
 * file lies beside this module in the repo and beside index.mjs in a Lambda
 * bundle (infra/feature-function.ts copies it), so `import.meta.url` finds it
 * in both. It is read on the first lookup: searches without a distance never
 * pay for it.
 */
export const ZIP_CENTROIDS_FILE = 'zip-centroids.bin';
/** Stored units per degree. */
export const ZIP_SCALE = 10_000;
export const zipCentroidsPath = fileURLToPath(new URL(`./${ZIP_CENTROIDS_FILE}`, import.meta.url));

export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

interface Table {
  zips: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
}
let table: Table | null = null;

const decode = (bytes: Uint8Array): Table => {
  let i = 0;
  const varint = () => {
    let [v, mul] = [0, 1];
    for (;;) {
      const b = bytes[i++] as number;
      v += (b & 0x7f) * mul;
      if (b < 0x80) return v;
      mul *= 0x80;
    }
  };
  const signed = () => {
    const z = varint();
    return z % 2 ? -(z + 1) / 2 : z / 2;
  };
  const n = varint();
  const t: Table = { zips: new Int32Array(n), lat: new Float64Array(n), lon: new Float64Array(n) };
  let [zip, lat, lon] = [0, 0, 0];
  for (let k = 0; k < n; k++) {
    zip += varint();
    lat += signed();
    lon += signed();
    t.zips[k] = zip;
    t.lat[k] = lat / ZIP_SCALE;
    t.lon[k] = lon / ZIP_SCALE;
  }
  return t;
};

const loaded = (): Table => (table ??= decode(readFileSync(zipCentroidsPath)));

/** The centroid of a 5-digit US ZIP code, or null when the table has no such ZIP. */
export const zipCentroid = (zip: string): LatLon | null => {
  if (!/^\d{5}$/.test(zip)) return null;
  const { zips, lat, lon } = loaded();
  const want = Number(zip);
  let [lo, hi] = [0, zips.length - 1];
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const z = zips[mid] as number;
    if (z === want) return { lat: lat[mid] as number, lon: lon[mid] as number };
    if (z < want) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
};

/** How many ZIP codes the table holds (tests, the README's figure). */
export const zipCount = (): number => loaded().zips.length;

/** Every ZIP starting with `prefix` (e.g. a 3-digit sectional center), with its centroid, in ZIP order. */
export const zipsWithPrefix = (prefix: string): Array<LatLon & { zip: string }> => {
  if (!/^\d{1,5}$/.test(prefix)) return [];
  const { zips, lat, lon } = loaded();
  const scale = 10 ** (5 - prefix.length);
  const [from, to] = [Number(prefix) * scale, (Number(prefix) + 1) * scale];
  let lo = 0;
  for (let hi = zips.length; lo < hi; ) {
    const mid = (lo + hi) >> 1;
    if ((zips[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  const out: Array<LatLon & { zip: string }> = [];
  for (let k = lo; k < zips.length && (zips[k] as number) < to; k++) out.push({ zip: String(zips[k]).padStart(5, '0'), lat: lat[k] as number, lon: lon[k] as number });
  return out;
};
