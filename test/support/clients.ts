import { randomInt } from 'node:crypto';
import { type IncomingHttpHeaders, request } from 'node:http';

/**
 * Not a header: clientFetch takes it out and connects from this address.
 * The local server, like CloudFront, sets CloudFront-Viewer-Address from the
 * connection and ignores what a client claims, so a test that needs its own
 * rate-limit allowance needs its own source address.
 */
export const SOURCE_ADDRESS = 'x-test-source-address';

/**
 * A fresh client of the public routes: a loopback address of its own. Linux
 * routes all of 127.0.0.0/8 to the loopback interface (on macOS, add aliases
 * with `ifconfig lo0 alias 127.x.y.z`). Pass it as headers to api() or clientFetch().
 */
export const viewerHeaders = (): Record<string, string> => ({
  [SOURCE_ADDRESS]: `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

/** The same ones-of-each as fetch gives back, from Node's header object. */
const headersOf = (raw: IncomingHttpHeaders): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
  }
  return headers;
};

export interface ClientRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/**
 * fetch, connecting from the SOURCE_ADDRESS in the headers when there is one
 * (fetch cannot pick its source address), and answering a standard Response.
 */
export const clientFetch = (url: string, init: ClientRequestInit = {}): Promise<Response> => {
  const { [SOURCE_ADDRESS]: localAddress, ...headers } = init.headers ?? {};
  if (!localAddress) return fetch(url, { ...init, headers });
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  return new Promise<Response>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers, localAddress, ...(init.signal ? { signal: init.signal } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve(new Response(body.length ? body : null, { status: res.statusCode ?? 599, headers: headersOf(res.headers) }));
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
};
