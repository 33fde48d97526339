import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { openApiDocument } from '../../functions/openapi';
import { routes } from '../../functions/routes';
import { api } from '../support/stack';

/** Fills `{param}` segments so every route can be called. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'does-not-exist');

describe('every route answers malformed requests with a 4xx in the contract shape', () => {
  for (const route of routes) {
    const path = concrete(route.path);

    it(`${route.method} ${route.path}: a malformed bearer token is 401`, async () => {
      const res = await api(path, { method: route.method, headers: { authorization: 'Bearer not-a-jwt' } });
      expect(res.status).toBe(401);
      expect(errorBody.parse(res.body).error.code).toBe('UNAUTHENTICATED');
    });

    it(`${route.method} ${route.path}: a non-bearer Authorization header is 401`, async () => {
      const res = await api(path, { method: route.method, headers: { authorization: 'Basic abc' } });
      expect(res.status).toBe(401);
      expect(errorBody.parse(res.body).error.code).toBe('UNAUTHENTICATED');
    });

    it(`${route.method} ${route.path}: garbage query and body never give a 5xx, and any refusal is in the contract shape`, async () => {
      const res = await api(`${path}?page=-7&sortKey=%00%27;drop&sortDirection=sideways&state=${'x'.repeat(5000)}`, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { rawBody: '{"unterminated', headers: { 'content-type': 'application/json' } }),
      });
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(errorBody.safeParse(res.body).success).toBe(true);
    });
  }

  it('an unknown API path is 404 NOT_FOUND', async () => {
    const res = await api('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(errorBody.parse(res.body).error.code).toBe('NOT_FOUND');
  });

  it('a known path with the wrong method is 405', async () => {
    const res = await api('/api/specialties', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(errorBody.parse(res.body).error.code).toBe('METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('a 405 names every method of the path, once', async () => {
    const res = await api('/api/lists/some-list', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'PATCH']);
  });

  it.each(['/api/physicians/%', '/api/physicians/%zz/contact', '/api/lists/x%ED%A0%80y'])('a malformed %%-encoding in a path parameter is 400, not a crash: %s', async (path) => {
    const res = await api(path, { method: path.endsWith('contact') ? 'POST' : 'GET' });
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).error.code).toBe('VALIDATION');
  });

  it('an oversized body is 413 TOO_LARGE', async () => {
    const res = await api('/api/physicians', { method: 'POST', rawBody: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(errorBody.parse(res.body).error.code).toBe('TOO_LARGE');
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every route of the table', async () => {
    const res = await api<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const r of routes) expect(res.body.paths[r.path]?.[r.method.toLowerCase()], `${r.method} ${r.path}`).toBeDefined();
  });

  it('is the document the tests validate against and the typed client is generated from', async () => {
    const res = await api('/api/openapi.json');
    expect(res.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});
