import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { routes } from './routes';

interface Operation {
  'x-access': string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, { headers?: Record<string, { required?: boolean }>; content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Doc {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { description: string }>; responses: Record<string, { headers: Record<string, unknown> }> };
}

// Round-tripped as served: only JSON reaches a client.
const doc = JSON.parse(JSON.stringify(openApiDocument())) as Doc;
const op = (method: string, path: string): Operation => {
  const o = doc.paths[path]?.[method];
  if (!o) throw new Error(`${method} ${path} is not in the document`);
  return o;
};
const statuses = (o: Operation) => Object.keys(o.responses).sort();
const successes = (o: Operation) => statuses(o).filter((s) => s.startsWith('2'));

describe('the OpenAPI document (issue 27)', () => {
  it.each([
    ['post', '/api/lists', ['201']],
    ['post', '/api/saved-searches', ['201']],
    ['post', '/api/submissions', ['201']],
    ['post', '/api/physicians/{id}/contact-reports', ['200', '201']],
    ['post', '/api/contact-messages', ['202']],
    ['post', '/api/removal-requests', ['202']],
    ['delete', '/api/lists/{id}', ['204']],
    ['delete', '/api/saved-searches/{id}', ['204']],
    ['delete', '/api/lists/{id}/physicians/{physicianId}', ['204']],
    ['get', '/api/lists', ['200']],
  ])('%s %s succeeds with %j, as its handler declares', (method, path, expected) => {
    expect(successes(op(method, path))).toEqual(expected);
  });

  it('documents a 204 without a body', () => {
    expect(op('delete', '/api/lists/{id}').responses['204']?.content).toBeUndefined();
  });

  it('documents the admin profile export as a CSV file, not JSON', () => {
    const ok = op('get', '/api/admin/physicians/{id}/export').responses['200'];
    expect(Object.keys(ok?.content ?? {})).toEqual(['text/csv']);
    expect(ok?.headers?.['Content-Disposition']?.required).toBe(true);
  });

  it('documents one-click unsubscribe as an optional form body with no header, and the Stripe webhook with its signature header', () => {
    const unsubscribe = op('post', '/api/alerts/unsubscribe');
    expect(Object.keys(unsubscribe.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(unsubscribe.requestBody?.required).toBe(false);
    expect(unsubscribe.parameters?.filter((p) => p.in === 'header')).toEqual([]);
    const webhook = op('post', '/api/billing/webhook');
    expect(Object.keys(webhook.requestBody?.content ?? {})).toEqual(['application/json']);
    expect(webhook.parameters?.find((p) => p.in === 'header')).toMatchObject({ name: 'stripe-signature', required: true });
  });

  it('lists each operation’s error statuses, all in the one named Error schema; 429 with Retry-After', () => {
    expect(statuses(op('get', '/api/me'))).toEqual(['200', '401', '500']);
    expect(statuses(op('post', '/api/physicians/{id}/contact'))).toEqual(['200', '400', '401', '402', '403', '404', '413', '429', '500']);
    expect(statuses(op('get', '/api/admin/users'))).toEqual(['200', '400', '401', '403', '500']);
    for (const route of routes) {
      const o = op(route.method.toLowerCase(), route.path);
      for (const [status, r] of Object.entries(o.responses)) {
        if (Number(status) >= 400) expect(r.content?.['application/json']?.schema?.$ref, `${route.path} ${status}`).toBe('#/components/schemas/Error');
      }
      if (o.responses['429']) expect(o.responses['429'].headers?.['Retry-After']?.required).toBe(true);
    }
    expect(doc.components.responses.MethodNotAllowed?.headers).toHaveProperty('Allow');
  });

  it('names the shared shapes as components and refers to them', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Error', 'Physician', 'PhysicianProfile', 'PhysicianList', 'SavedSearch', 'Me']));
    expect(op('get', '/api/physicians/{id}').responses['200']?.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/PhysicianProfile');
    expect(op('post', '/api/lists').responses['201']?.content?.['application/json']?.schema?.$ref).toMatch(/^#\/components\/schemas\/PhysicianList/);
  });

  it('says which token it takes, where it is served, and who may call each operation', () => {
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(Object.values(doc.components.securitySchemes)[0]?.description).toMatch(/ID token/);
    expect(op('get', '/api/physicians')['x-access']).toBe('public');
    expect(op('get', '/api/physicians').security).toContainEqual({});
    expect(op('get', '/api/lists')['x-access']).toBe('user');
    expect(op('post', '/api/exports')['x-access']).toBe('plan');
    expect(op('get', '/api/admin/users')['x-access']).toBe('admin');
    expect(op('get', '/api/admin/users').security).not.toContainEqual({});
  });

  it('offers no paging, sort or cursor parameters on the specialty counts', () => {
    const names = (op('get', '/api/specialties').parameters ?? []).map((p) => p.name);
    expect(names).toContain('state');
    for (const name of ['page', 'sortKey', 'sortDirection', 'after', 'before', 'totalHint']) expect(names).not.toContain(name);
  });
});
