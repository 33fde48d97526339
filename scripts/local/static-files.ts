import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
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

/** Serves the built SPA: files as they are, any other path gets index.html (client routing). */
export const serveStatic = (root: string, pathname: string, res: ServerResponse): void => {
  const base = resolve(root);
  const candidate = normalize(join(base, decodeURIComponent(pathname)));
  const inside = candidate.startsWith(base);
  const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(base, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web`.');
    return;
  }
  const immutable = file.includes(`${join(base, 'assets')}`);
  res.writeHead(200, {
    ...securityHeaders,
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
};
