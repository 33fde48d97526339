import { describe, expect, it } from 'vitest';
import { viewerHeaders } from '../support/clients';
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
    const res = await fetch(`${stack().url}${path}`, {
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
 * /cognito is Cognito's endpoint, proxied: cognito-local answers every origin
 * with `*`, as Cognito's own endpoint does in AWS (browsers call it from the
 * app's origin). `npm run dev:web` relies on it: its page on another port
 * reaches /cognito cross-origin. Tokens travel in bodies, never in cookies, so
 * a wildcard without credentials lets a foreign page do nothing it could not
 * do against Cognito directly.
 */
describe('CORS: the Cognito endpoint', () => {
  it('grants any origin without credentials, like Cognito itself, and nothing more', async () => {
    const res = await fetch(`${stack().url}/cognito/`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-amz-target' },
    });
    await res.arrayBuffer();
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
