import { describe, expect, it } from 'vitest';
import { features, routes } from './routes';

describe('the route table', () => {
  it('has no duplicate method + path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // functions/http/auth.ts asks Cognito whether the caller is still an admin: that needs AdminListGroupsForUser.
  it('grants users:read to every admin route', () => {
    const admin = routes.filter((r) => r.auth === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    for (const r of admin) expect(r.grants, `${r.method} ${r.path}`).toContain('users:read');
  });

  it('keeps every path under /api', () => {
    for (const r of routes) expect(r.path).toMatch(/^\/api\//);
  });

  // Importing a feature's lambda runs featureLambda, which throws when a route has no endpoint or an endpoint no route.
  it.each(features)('binds every route of %s to an endpoint and every endpoint to a route', async (feature) => {
    const mod = (await import(`./${feature}/lambda.ts`)) as { handler: unknown };
    expect(typeof mod.handler).toBe('function');
  });
});
