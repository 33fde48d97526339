import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ZIP_CENTROIDS_FILE, ZIP_SCALE, zipCentroidsPath } from '../../functions/core/search/zip-centroids';

/**
 * `npm run zip:centroids`: derives functions/core/search/zip-centroids.bin
 * from the `zipcodes` npm package (BSD; a devDependency, pinned in
 * package-lock.json; the version used is printed and noted in the README).
 * The package's table is 5 MB of JS with city/state strings and Canada; the
 * search Lambda needs only ZIP -> centroid, so it ships this ~210 KB binary
 * beside its bundle instead (infra/feature-function.ts copies it), read on
 * the first distance search.
 *
 * Format (varints, LEB128; signed deltas zigzag): count, then per ZIP in
 * ascending order: ZIP delta, latitude delta, longitude delta, coordinates
 * in units of 1e-4 degree (the package's own precision, so nothing is lost).
 * Military APO/FPO ZIPs (AA/AE/AP) carry 0,0 in the package: they have no
 * place and are left out, so they read as unknown.
 */

interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  country: string;
}

const require = createRequire(import.meta.url);
const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> };
const { version } = require('zipcodes/package.json') as { version: string };

const rows = Object.values(codes)
  .filter((c) => c.country === 'US' && /^\d{5}$/.test(c.zip) && !(c.latitude === 0 && c.longitude === 0))
  .sort((a, b) => Number(a.zip) - Number(b.zip));

const out: number[] = [];
const varint = (n: number) => {
  let v = n;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
};
const zigzag = (n: number) => (n >= 0 ? 2 * n : -2 * n - 1);

varint(rows.length);
let [zip, lat, lon] = [0, 0, 0];
for (const r of rows) {
  const [z, a, o] = [Number(r.zip), Math.round(r.latitude * ZIP_SCALE), Math.round(r.longitude * ZIP_SCALE)];
  varint(z - zip);
  varint(zigzag(a - lat));
  varint(zigzag(o - lon));
  [zip, lat, lon] = [z, a, o];
}
writeFileSync(zipCentroidsPath, Buffer.from(out));
console.log(`${ZIP_CENTROIDS_FILE}: ${rows.length} ZIP centroids from zipcodes@${version}, ${out.length} bytes`);
