import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { deps, resetDeps } from '../../functions/adapters/pick';
import { resetConfig } from '../../functions/core/config';
import { physicianSearchResult } from '../../functions/core/schemas/physician-search';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-verify';
import { rebuildSearchIndex } from '../../functions/indexer/rebuild';
import { stack } from '../support/stack';
import { provideAllAdapters } from '../../functions/adapters/all-adapters';

// One process runs the code of every feature here, so it provides every adapter.
provideAllAdapters();

// CloudFront adds the origin header to every /api request; the recorded events are API Gateway's part.
const event = (name: string): APIGatewayProxyEventV2 => {
  const recorded = JSON.parse(readFileSync(`events/api-gateway/${name}.json`, 'utf8')) as APIGatewayProxyEventV2;
  return { ...recorded, headers: { ...recorded.headers, [ORIGIN_VERIFY_HEADER]: stack().env.ORIGIN_VERIFY_SECRET ?? '' } };
};
const context = {} as Context; // the handlers read nothing from the context

/**
 * The Lambda entry points, called as Lambda calls them: a recorded API
 * Gateway v2 event, no local server in between. The deps are this worker's
 * own, pointed at the shared DynamoDB Local.
 */
describe('feature Lambdas with recorded API Gateway v2 events', () => {
  beforeAll(async () => {
    Object.assign(process.env, stack().env);
    resetConfig();
    resetDeps();
    await rebuildSearchIndex(await deps());
  });

  it('search answers GET /api/physicians with filters from the query string', async () => {
    const { handler } = await import('../../functions/search/lambda');
    const res = await handler(event('search-physicians'), context);
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
    const body = physicianSearchResult.parse(JSON.parse(res.body as string));
    for (const p of body.items) expect(['Cardiology', 'Family Medicine']).toContain(p.specialty);
  });

  it('account refuses an anonymous GET /api/me with 401 in the contract shape', async () => {
    const { handler } = await import('../../functions/account/lambda');
    const res = await handler(event('get-me-anonymous'), context);
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body as string)).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } });
  });

  it('search decodes base64 bodies and serves specialties', async () => {
    const { handler } = await import('../../functions/search/lambda');
    const res = await handler(event('get-specialties-base64'), context);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body as string).length).toBeGreaterThan(5);
  });

  it('a route the feature does not own is 404, not a crash', async () => {
    const { handler } = await import('../../functions/account/lambda');
    const res = await handler({ ...event('get-me-anonymous'), rawPath: '/api/elsewhere', requestContext: { ...event('get-me-anonymous').requestContext, http: { ...event('get-me-anonymous').requestContext.http, path: '/api/elsewhere' } } }, context);
    expect(res.statusCode).toBe(404);
  });
});
