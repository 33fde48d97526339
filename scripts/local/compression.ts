import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text worth compressing; images and fonts already are. */
export const isCompressible = (contentType: string): boolean => /^(text\/|application\/(javascript|json)|image\/svg)/.test(contentType);

/**
 * The encoding to send for an Accept-Encoding header: brotli before gzip, as
 * CloudFront does; an encoding with q=0 is refused.
 */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  return null;
};

const cache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

/**
 * A file's bytes in `encoding`, compressed once per version of the file (a
 * rebuild changes its mtime): the built web is a few MB, and brotli at a high
 * quality is slow enough that doing it per request would show in Lighthouse.
 */
export const compressedFile = (file: string, encoding: Encoding): Buffer => {
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding}:${file}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.body;
  const raw = readFileSync(file);
  const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : gzipSync(raw, { level: 9 });
  cache.set(key, { mtimeMs, size, body });
  return body;
};
