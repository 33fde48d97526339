import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http';
import { AppError } from '../../functions/core/errors';
import { errorResponse } from '../../functions/http/errors';
import { MAX_BODY_BYTES } from '../../functions/http/validate';
import { dispatch } from './api-gateway';
import { securityHeaders, serveStatic } from './static-files';
import { handleStripeSimulator } from './stripe-simulator';

export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
}

export interface AppServerOptions {
  port: number;
  webRoot: string;
  webConfig: WebConfig;
  /** cognito-local's address; the browser reaches it through /cognito on this origin. */
  cognitoTarget: string;
}

const readBody = (req: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      // Past the limit the rest is drained, not kept, so the client still reads a clean 413.
      if (size <= MAX_BODY_BYTES) chunks.push(c);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });

const proxy = (target: string, path: string, req: IncomingMessage, res: ServerResponse): void => {
  const upstream = request(`${target}${path}`, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
};

const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
  const body = await readBody(req);
  const result = body === null ? errorResponse(new AppError('TOO_LARGE', 'Request body is too large')) : await dispatch(req, url, body);
  res.writeHead(result.statusCode ?? 200, { ...securityHeaders, ...(result.headers as Record<string, string>) });
  res.end(result.body ?? '');
};

/** CloudFront + API Gateway, locally: one origin serving the SPA, /config.json, /api/*, the Cognito endpoint and the Stripe simulator. */
export const startAppServer = (o: AppServerOptions): Promise<Server> => {
  const server = createServer((req, res) => {
    // Every answer carries them, as CloudFront adds them to every answer; a handler's own
    // values (the Stripe simulator's stricter CSP) win, as they are passed to writeHead.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      handleApi(req, res, url).catch(() => {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal server error' } }));
      });
    } else if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
      proxy(o.cognitoTarget, url.pathname.slice('/cognito'.length) + url.search || '/', req, res);
    } else if (url.pathname.startsWith('/_local/stripe/')) {
      // Stripe's hosted Checkout and portal, simulated (DESIGN §2).
      handleStripeSimulator(req, res, url, o.port).catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('Simulator error');
      });
    } else if (url.pathname === '/config.json') {
      // The browser reaches Cognito on whatever origin it opened the app with.
      const userPoolEndpoint = `http://${req.headers.host ?? `127.0.0.1:${o.port}`}/cognito`;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ ...o.webConfig, userPoolEndpoint }));
    } else {
      serveStatic(o.webRoot, url.pathname, res);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve(server));
  });
};
