import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Keys of a chunk and everything it imports statically: what the browser must load before it runs. */
export const staticClosure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const k of manifest[key]?.imports ?? []) staticClosure(manifest, k, seen);
  return seen;
};

export const gzipBytesOf = (distDir: string, manifest: Manifest, keys: Iterable<string>): number => {
  let total = 0;
  for (const k of keys) {
    const file = manifest[k]?.file;
    if (file?.endsWith('.js')) total += gzipSync(readFileSync(join(distDir, file))).length;
  }
  return total;
};

/**
 * The lazy routes of web/src/app/routes.tsx as [route path, manifest key]:
 * read from the source so a new route shows up without touching this file.
 */
export const lazyRoutes = (webRoot: string): Array<[string, string]> => {
  const appDir = join(webRoot, 'src/app');
  const source = readFileSync(join(appDir, 'routes.tsx'), 'utf8');
  const rows: Array<[string, string]> = [];
  for (const m of source.matchAll(/\{\s*(?:index: true|path: '([^']*)'),\s*(?:lazy|Component): page\(\(\) => import\('([^']+)'\)/g)) {
    const base = resolve(appDir, m[2] as string);
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find(existsSync);
    if (!file) continue;
    const path = m[1] === undefined ? '/' : `/${m[1]}`;
    rows.push([path, relative(webRoot, file)]);
  }
  return rows;
};

export const readManifest = (distDir: string): Manifest => JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

export const entryKey = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('No entry in the vite manifest');
  return key;
};

export const webRootOf = (distDir: string): string => dirname(resolve(distDir));
