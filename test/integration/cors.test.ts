import { describe, expect, it } from 'vitest';
import { clientFetch, viewerHeaders } from '../support/clients';
import { stack } from '../support/stack';

/**
 * Issue 9 "Security checks": no CORS grant to other origins. The site calls
 * /api on its own origin, so neither the local server nor the API (nor, in
 * AWS, the HTTP API, which has no CORS configuration) answers a foreign
 * origin with Access-Control-* headers, and browsers keep other sites'
 * pages from reading the answers.
 */
const evil = 'https://evil.example';

const corsHeadersOf = (res: Response): Record<string, string> =>
  Object.fromEntries([...res.headers.entries()].filter(([name]) => name.startsWith('access-control-')));

describe('CORS: other origins get nothing', () => {
  it.each(['/api/physicians', '/api/me', '/api/lists', '/api/contact-messages', '/config.json', '/'])('a preflight for %s grants nothing', async (path) => {
    const res = await fetch(`${stack().url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    await res.arrayBuffer();
    expect(corsHeadersOf(res)).toEqual({});
  });

  it.each([
    ['GET', '/api/physicians', undefined],
    ['GET', '/api/specialties', undefined],
    ['GET', '/api/me', undefined],
    ['POST', '/api/contact-messages', { name: 'Eve', email: 'eve@example.com', subject: 'Hello there', message: 'Cross-origin hello.' }],
    ['GET', '/config.json', undefined],
  ])('%s %s with a foreign Origin is answered without Access-Control-Allow-Origin', async (method, path, body) => {
    const res = await clientFetch(`${stack().url}${path}`, {
      method,
      headers: { origin: evil, ...viewerHeaders(), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    await res.arrayBuffer();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

/**
 * /cognito is Cognito's endpoint, proxied (scripts/local/cognito-proxy.ts).
 * cognito-local answers every origin with `*` and checks no credentials, so
 * the proxy drops that header: the app calls it from its own origin, and
 * `npm run dev:web` reaches it through Vite's proxy as its own origin too
 * (issue 13 item 7).
 */
describe('CORS: the Cognito endpoint', () => {
  it('grants other origins nothing', async () => {
    const res = await fetch(`${stack().url}/cognito/`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-amz-target' },
    });
    await res.arrayBuffer();
    expect(corsHeadersOf(res)).toEqual({});
  });
});
