import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { securityHeaders as securityHeadersOf } from '../../infra/security-headers';

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

const decoded = (pathname: string): string | null => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
};

/** Serves the built SPA: files as they are, any other path gets index.html (client routing). */
export const serveStatic = (root: string, pathname: string, res: ServerResponse): void => {
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
  const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(base, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web`.');
    return;
  }
  const immutable = file.startsWith(join(base, 'assets') + sep);
  res.writeHead(200, {
    ...securityHeaders,
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  // A read failing midway (file replaced by a rebuild) ends this answer, not the process.
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
};
