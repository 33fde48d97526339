import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { prerenderedFileOf } from '../../infra/prerendered-pages';
import { securityHeaders as securityHeadersOf } from '../../infra/security-headers';
import { chooseEncoding, compressedFile, isCompressible } from './compression';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The same headers the CloudFront response headers policy sets in AWS: one definition for both. */
export const securityHeaders: Record<string, string> = securityHeadersOf();

/** The CSP's connect-src gains `origins` (the local S3, which the CV upload PUTs to, as the CV bucket's origin in AWS: infra/site.ts). */
export const allowConnectTo = (origins: readonly string[]): void => {
  Object.assign(securityHeaders, securityHeadersOf(origins));
};

const decoded = (pathname: string): string | null => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
};

/** The HTML for a client route: its prerendered page when the build wrote one (as CloudFront maps it), else index.html. */
const spaPage = (base: string, path: string): string => {
  const page = prerenderedFileOf(path);
  return page && existsSync(join(base, page)) ? join(base, page) : join(base, 'index.html');
};

/**
 * Serves the built SPA: files as they are, any other path gets index.html
 * (client routing). Text goes compressed when the browser accepts it, as
 * CloudFront sends it (`acceptEncoding` is the request's Accept-Encoding).
 */
export const serveStatic = (root: string, pathname: string, res: ServerResponse, acceptEncoding?: string): void => {
  const base = resolve(root);
  const path = decoded(pathname);
  if (path === null) {
    // `/%E0%A4%A` once threw here and took the whole local stack down.
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Malformed path.');
    return;
  }
  const candidate = normalize(join(base, path));
  // The folder itself or below it: a bare prefix test would also let `/../dist-old/x` out to a sibling.
  const inside = candidate.startsWith(base + sep);
  const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : spaPage(base, path);
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web`.');
    return;
  }
  const immutable = file.startsWith(join(base, 'assets') + sep);
  const contentType = types[extname(file)] ?? 'application/octet-stream';
  const headers = {
    ...securityHeaders,
    'content-type': contentType,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const encoding = isCompressible(contentType) ? chooseEncoding(acceptEncoding) : null;
  if (isCompressible(contentType)) Object.assign(headers, { vary: 'Accept-Encoding' });
  if (encoding) {
    let body: Buffer;
    try {
      body = compressedFile(file, encoding);
    } catch {
      // Replaced or removed by a rebuild between the check above and now.
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The web app is being rebuilt; try again.');
      return;
    }
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length }).end(body);
    return;
  }
  res.writeHead(200, headers);
  // A read failing midway (file replaced by a rebuild) ends this answer, not the process.
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
};
