import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { readBody } from './read-body';
import { AppError } from '../../functions/core/errors';
import { errorResponse } from '../../functions/http/errors';
import { MAX_BODY_BYTES } from '../../functions/http/validate';
import { dispatch } from './api-gateway';
import { handleCognitoProxy } from './cognito-proxy';
import { securityHeaders, serveStatic } from './static-files';
import { handleStripeSimulator } from './stripe-simulator';
import { deps } from '../../functions/adapters/pick';
import { handleLocalAlertRun } from './alert-timer';
import { handleLocalIntentExpiry } from './intent-expiry-timer';
import { refusedCrossOrigin, refusedForeignHost } from './host-guard';

export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The functions' SUPPORT_EMAIL, shown on Contact Us. */
  supportEmail: string;
}

export interface AppServerOptions {
  port: number;
  /** The app's origin (`http://127.0.0.1:PORT`): where /config.json sends the browser for Cognito, whatever Host a request names. */
  origin: string;
  webRoot: string;
  webConfig: WebConfig;
  /** cognito-local's address; the browser reaches it through /cognito on this origin. */
  cognitoTarget: string;
}

const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
  const body = await readBody(req, MAX_BODY_BYTES);
  const result = body === null ? errorResponse(new AppError('TOO_LARGE', 'Request body is too large')) : await dispatch(req, url, body);
  res.writeHead(result.statusCode ?? 200, { ...securityHeaders, ...(result.headers as Record<string, string>) });
  res.end(result.body ?? '');
};

const answerError = (res: ServerResponse, e: AppError): void => {
  if (res.headersSent) return void res.destroy();
  const result = errorResponse(e);
  res.writeHead(result.statusCode ?? 500, result.headers as Record<string, string>).end(result.body);
};

/** The path as a URL, or null when it is no URL or holds a malformed %-sequence (`/%E0%A4%A`): the client's mistake, a 400. */
const parsePath = (raw: string | undefined): URL | null => {
  try {
    const url = new URL(raw ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
};

/** The local-only pages: the Stripe simulator and the on-demand alert run. They change state, so only the app's own pages may use them. */
const routeLocal = (o: AppServerOptions, req: IncomingMessage, res: ServerResponse, url: URL): void => {
  if (refusedCrossOrigin(req, res, o.port)) return;
  if (url.pathname.startsWith('/_local/stripe/')) {
    // Stripe's hosted Checkout and portal, simulated (DESIGN §2).
    handleStripeSimulator(req, res, url, o.port).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('Simulator error');
    });
  } else if (url.pathname === '/_local/alerts/run' && req.method === 'POST') {
    // The schedule, on demand (npm run alerts:run, the alert journey); local only, as the Stripe simulator.
    deps()
      .then((d) => handleLocalAlertRun(d, url, res))
      .catch(() => answerError(res, new AppError('INTERNAL', 'Internal server error')));
  } else if (url.pathname === '/_local/intent-expiry/run' && req.method === 'POST') {
    // The intent job, on demand (npm run intent:expire); local only.
    deps()
      .then((d) => handleLocalIntentExpiry(d, res))
      .catch(() => answerError(res, new AppError('INTERNAL', 'Internal server error')));
  } else {
    serveStatic(o.webRoot, url.pathname, res, req.headers['accept-encoding']);
  }
};

const route = (o: AppServerOptions, req: IncomingMessage, res: ServerResponse): void => {
  // Every answer carries them, as CloudFront adds them to every answer; a handler's own
  // values (the Stripe simulator's stricter CSP) win, as they are passed to writeHead.
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  // Before anything is read: a DNS-rebound page names its own domain here (host-guard.ts).
  if (refusedForeignHost(req, res, o.port)) return;
  const url = parsePath(req.url);
  if (!url) return answerError(res, new AppError('VALIDATION', 'Malformed path', { path: ['Malformed percent-encoding'] }));
  const failed = () => answerError(res, new AppError('INTERNAL', 'Internal server error'));
  if (url.pathname.startsWith('/api/')) {
    handleApi(req, res, url).catch(failed);
  } else if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
    handleCognitoProxy(o.cognitoTarget, url.pathname.slice('/cognito'.length) + url.search || '/', req, res).catch(failed);
  } else if (url.pathname.startsWith('/_local/')) {
    routeLocal(o, req, res, url);
  } else if (url.pathname === '/config.json') {
    // From the configured origin, never from Host: a forged Host once sent the browser's sign-in elsewhere.
    const userPoolEndpoint = `${o.origin}/cognito`;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ ...o.webConfig, userPoolEndpoint }));
  } else if (url.pathname === '/_local/intent-expiry/run' && req.method === 'POST') {
    // The intent job, on demand (npm run intent:expire); local only.
    deps()
      .then((d) => handleLocalIntentExpiry(d, res))
      .catch(() => answerError(res, new AppError('INTERNAL', 'Internal server error')));
  } else {
    serveStatic(o.webRoot, url.pathname, res, req.headers['accept-encoding']);
  }
};

/** CloudFront + API Gateway, locally: one origin serving the SPA, /config.json, /api/*, the Cognito endpoint and the Stripe simulator. */
export const startAppServer = (o: AppServerOptions): Promise<Server> => {
  const server = createServer((req, res) => {
    // A throw in a request callback would end this process, and DynamoDB Local with it.
    try {
      route(o, req, res);
    } catch {
      answerError(res, new AppError('INTERNAL', 'Internal server error'));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve(server));
  });
};
