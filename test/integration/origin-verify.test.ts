import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDeps } from '../../functions/adapters/pick';
import { resetConfig } from '../../functions/core/config';
import { errorBody } from '../../functions/core/schemas/error';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-verify';
import { clientFetch, viewerHeaders } from '../support/clients';
import { stack } from '../support/stack';
import { stackDeps } from '../support/users';
import { provideAllAdapters } from '../../functions/adapters/all-adapters';

// One process runs the code of every feature here, so it provides every adapter.
provideAllAdapters();

const recorded = () => JSON.parse(readFileSync('events/api-gateway/search-physicians.json', 'utf8')) as APIGatewayProxyEventV2;
const withOrigin = (value?: string): APIGatewayProxyEventV2 => {
  const event = recorded();
  return { ...event, headers: { ...event.headers, ...(value === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: value }) } };
};
const context = {} as Context; // the handlers read nothing from the context
const previous = `previous-${randomUUID()}`;

/** The execute-api URL is public: only requests carrying CloudFront's origin header get past the wrapper. */
describe('a feature Lambda called directly, as on the execute-api URL', () => {
  beforeAll(() => {
    // This worker's own environment: the app server of the stack runs in another process.
    Object.assign(process.env, stack().env, { ORIGIN_VERIFY_SECRET_PREVIOUS: previous });
    resetConfig();
    resetDeps();
  });
  afterAll(() => {
    delete process.env.ORIGIN_VERIFY_SECRET_PREVIOUS;
    resetConfig();
  });

  const call = async (value?: string) => {
    const { handler } = await import('../../functions/search/lambda');
    return handler(withOrigin(value), context);
  };

  it('refuses a request without the origin header with 403 FORBIDDEN, before routing or validation', async () => {
    const res = await call();
    expect(res.statusCode).toBe(403);
    expect(errorBody.parse(JSON.parse(res.body as string)).error.code).toBe('FORBIDDEN');
    const { handler } = await import('../../functions/account/lambda');
    const elsewhere = await handler({ ...recorded(), rawPath: '/api/nowhere', requestContext: { ...recorded().requestContext, http: { ...recorded().requestContext.http, path: '/api/nowhere' } } }, context);
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses a wrong value, and one that only starts like the right one', async () => {
    expect((await call('wrong-value-of-some-length')).statusCode).toBe(403);
    expect((await call(`${stack().env.ORIGIN_VERIFY_SECRET}x`)).statusCode).toBe(403);
    expect((await call('')).statusCode).toBe(403);
  });

  it('serves a request with the current value', async () => {
    expect((await call(stack().env.ORIGIN_VERIFY_SECRET)).statusCode).toBe(200);
  });

  it('serves a request with the previous value while a rotation is under way', async () => {
    expect((await call(previous)).statusCode).toBe(200);
  });
});

describe('the viewer address behind the local CloudFront', () => {
  const message = () => ({ name: 'Ada Recruiter', email: `sender-${randomUUID()}@example.com`, subject: `Question ${randomUUID()}`, message: 'How do enterprise plans work?' });
  const forged = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}:${randomInt(1024, 65535)}`;
  const send = (headers: Record<string, string>) =>
    clientFetch(`${stack().url}/api/contact-messages`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(message()) });

  it('rate limits a client by its connection, however it forges CloudFront-Viewer-Address', async () => {
    const client = viewerHeaders();
    const limit = (await stackDeps()).config.RATE_LIMIT_CONTACT_PER_HOUR;
    for (let i = 0; i < limit; i++) expect((await send({ ...client, 'cloudfront-viewer-address': forged() })).status).toBe(202);
    const refused = await send({ ...client, 'cloudfront-viewer-address': forged() });
    expect(refused.status).toBe(429);
    expect(errorBody.parse(await refused.json()).error.code).toBe('RATE_LIMITED');
    expect((await send({ ...client, 'cloudfront-viewer-address': '[2001:db8::1]:443' })).status).toBe(429);
    // Another connection is another client.
    expect((await send(viewerHeaders())).status).toBe(202);
  });

  it('sends its own origin value whatever the client claims, as CloudFront overwrites its custom origin headers', async () => {
    const res = await send({ ...viewerHeaders(), [ORIGIN_VERIFY_HEADER]: 'forged-by-the-client' });
    expect(res.status).toBe(202);
  });
});
