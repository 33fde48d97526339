import { type Server, createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { freePort } from '../local/ports';

const compressible = /^(text\/|application\/(javascript|json)|image\/svg)/;

/**
 * A loopback proxy that gzips text responses as CloudFront does (the
 * distribution's default behaviour compresses; the local server does not),
 * so Lighthouse can also see the site as it is served in AWS.
 */
export const startGzipProxy = async (target: string): Promise<{ url: string; close(): Promise<void> }> => {
  const upstream = new URL(target);
  const port = await freePort();
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const out = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (up) => {
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = Buffer.concat(chunks);
        const gzip = compressible.test(up.headers['content-type'] ?? '') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1000;
        const sent = gzip ? gzipSync(body) : body;
        const { 'content-length': _length, 'transfer-encoding': _te, ...rest } = up.headers;
        res.writeHead(up.statusCode ?? 502, { ...rest, 'content-length': sent.length, ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}) });
        res.end(sent);
      });
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
};
