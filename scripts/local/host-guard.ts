import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * DNS rebinding: a web page whose domain resolves to 127.0.0.1 can read a
 * local listener as its own origin, and the browser still names that domain
 * in Host. So every listener of the local stack answers only the names it
 * really has: 127.0.0.1, localhost and [::1] on its own port (the same list
 * as the DynamoDB Local launcher's, scripts/local/dynamodb-loopback.java).
 */
export const ownHosts = (port: number): ReadonlySet<string> => new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);

export const isOwnHost = (host: string | undefined, port: number): boolean => host !== undefined && ownHosts(port).has(host.toLowerCase());

/** Answers 421 and returns true when the request names another host; the caller then does nothing more. */
export const refusedForeignHost = (req: IncomingMessage, res: ServerResponse, port: number): boolean => {
  if (isOwnHost(req.headers.host, port)) return false;
  res
    .writeHead(421, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
    .end(`Misdirected request: this local server answers only http://127.0.0.1:${port} and http://localhost:${port}.\n`);
  return true;
};

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * For a server a library created and started itself (the SES emulator,
 * s3rver): its own request listeners run only behind the Host check. Call it
 * in the same tick the server starts listening (a `.then` on its start), so
 * no request is read before.
 */
export const guardServer = <S extends Server>(server: S, port: number): S => {
  const inner = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (refusedForeignHost(req, res, port)) return;
    for (const listener of inner) listener.call(server, req, res);
  });
  return server;
};

/** The app's own origins: what a browser sends as Origin for the app's pages. */
const isOwnOrigin = (origin: string, port: number): boolean => {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && url.origin === origin && isOwnHost(url.host, port);
  } catch {
    return false;
  }
};

/**
 * The `/_local/*` pages change state (pay, cancel, run the alerts) without a
 * session, so another site must not drive them (CSRF): a request a browser
 * marks as coming from elsewhere, by Origin or by Sec-Fetch-Site, is refused
 * (403). Requests without either (the CLI, the simulator's own webhook calls)
 * are not a browser's.
 */
export const refusedCrossOrigin = (req: IncomingMessage, res: ServerResponse, port: number): boolean => {
  const { origin } = req.headers;
  const site = req.headers['sec-fetch-site'];
  const foreign = (origin !== undefined && !isOwnOrigin(origin, port)) || (site !== undefined && site !== 'same-origin' && site !== 'none');
  if (!foreign) return false;
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Forbidden: the local pages answer only the app itself.\n');
  return true;
};
