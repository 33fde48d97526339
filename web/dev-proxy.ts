import type { AddressInfo } from 'node:net';
import type { Plugin, ProxyOptions } from 'vite';

/**
 * `npm run dev:web` against the local server (WEB_DEV_API_ORIGIN). That
 * server answers only its own Host names and refuses other origins on
 * /cognito (scripts/local/host-guard.ts, DNS rebinding), and its
 * /config.json points the browser at its own origin. So the dev server
 * forwards as the app itself: the target's Host, and the dev page's own
 * Origin replaced by the target's (any other Origin is left for the server
 * to refuse); and it serves /config.json with Cognito on the dev origin.
 */
export const proxyToApp = (target: string): ProxyOptions => ({
  target,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) => {
      if (req.headers.origin !== undefined && req.headers.origin === `http://${req.headers.host}`) proxyReq.setHeader('origin', new URL(target).origin);
    });
  },
});

/** This dev server's own names; its middlewares run before Vite's own Host check, so this one checks Host itself. */
const devOrigin = (host: string | undefined, port: number | undefined): string | null => {
  const own = port === undefined ? [] : [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`];
  return host && own.includes(host.toLowerCase()) ? `http://${host.toLowerCase()}` : null;
};

export const devConfigJson = (target: string): Plugin => ({
  name: 'dev-config-json',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use('/config.json', (req, res, next) => {
      const address = server.httpServer?.address() as AddressInfo | null | undefined;
      const origin = devOrigin(req.headers.host, address?.port);
      if (!origin) {
        res.statusCode = 421;
        res.end('Misdirected request');
        return;
      }
      fetch(`${target}/config.json`)
        .then((r) => r.json() as Promise<Record<string, unknown>>)
        .then((config) => {
          res.setHeader('content-type', 'application/json');
          res.setHeader('cache-control', 'no-store');
          res.end(JSON.stringify({ ...config, userPoolEndpoint: `${origin}/cognito` }));
        })
        .catch(next);
    });
  },
});
