import { AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand, AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP_CHECK_TTL_MS } from '../../functions/adapters/cached-group-checks';
import { errorBody } from '../../functions/core/schemas/error';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-verify';
import type { Me } from '../../functions/core/schemas/me';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { cognitoClient } from '../../scripts/local/user-pool';
import { api, signIn, stack } from '../support/stack';
import { makeUser, stackDeps } from '../support/users';

const PASSWORD = 'test-pass-123'; // makeUser's
const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const pool = () => ({ cognito: cognitoClient(stack().env.COGNITO_ENDPOINT as string), UserPoolId: stack().env.USER_POOL_ID as string });
const someId = async () => (await api<PhysicianSearchResult>('/api/physicians')).body.items[0]!.id;

/** Issue 13 item 6: custom attributes a sign-up could set must grant nothing; only groups do. */
describe('demo comes from the demo group only', () => {
  it('a token with custom:role=demo and custom:demo_account=true but no group is a free user', async () => {
    const user = await makeUser();
    const { cognito, UserPoolId } = pool();
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId,
        Username: user.email,
        UserAttributes: [
          { Name: 'custom:role', Value: 'demo' },
          { Name: 'custom:demo_account', Value: 'true' },
        ],
      }),
    );
    const token = await signIn(user.email, PASSWORD);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ 'custom:role': 'demo', 'custom:demo_account': 'true' });
    expect(claims['cognito:groups']).toBeUndefined();

    const me = await api<Me>('/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ isDemo: false, isAdmin: false, capabilities: { isDemo: false } });
    // A demo account would pass the paywall here (403 DEMO_RESTRICTED on reveal, 200 on select-all).
    const reveal = await api(`/api/physicians/${await someId()}/contact`, { method: 'POST', token });
    expect([reveal.status, codeOf(reveal.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    const ids = await api('/api/physicians/ids', { token });
    expect([ids.status, codeOf(ids.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);

    // The same user put in the demo group is a demo account.
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: user.email, GroupName: 'demo' }));
    const demoToken = await signIn(user.email, PASSWORD);
    expect((await api<Me>('/api/me', { token: demoToken })).body).toMatchObject({ isDemo: true, capabilities: { isDemo: true, canExport: false } });
    const demoReveal = await api(`/api/physicians/${await someId()}/contact`, { method: 'POST', token: demoToken });
    expect([demoReveal.status, codeOf(demoReveal.body)]).toEqual([403, 'DEMO_RESTRICTED']);
    expect((await api('/api/physicians/ids', { token: demoToken })).status).toBe(200);
  });
});

/** A recorded API Gateway v2 event, turned into GET /api/admin/submissions as CloudFront sends it (functions/http/origin-verify.ts). */
const adminEvent = (token: string): APIGatewayProxyEventV2 => {
  const recorded = JSON.parse(readFileSync('events/api-gateway/get-me-anonymous.json', 'utf8')) as APIGatewayProxyEventV2;
  const path = '/api/admin/submissions';
  return {
    ...recorded,
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: 'status=pending&page=1',
    queryStringParameters: { status: 'pending', page: '1' },
    headers: { ...recorded.headers, authorization: `Bearer ${token}`, [ORIGIN_VERIFY_HEADER]: stack().env.ORIGIN_VERIFY_SECRET ?? '' },
    requestContext: { ...recorded.requestContext, routeKey: `GET ${path}`, http: { ...recorded.requestContext.http, method: 'GET', path } },
  };
};

/**
 * Issue 13 item 6: the admin Lambda, in this process against the real
 * cognito-local, with the clock (Date, which deps.now reads) moved by the test.
 */
describe('removing an admin takes effect within a minute', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the same still-valid token is refused (403) once the cached membership is a minute old', async () => {
    const admin = await makeUser({ groups: ['admin'] });
    await stackDeps();
    const { handler } = await import('../../functions/admin/lambda');
    const call = async () => {
      const res = await handler(adminEvent(admin.token), {} as Context);
      const body = JSON.parse(res.body ?? '{}') as unknown;
      // The message tells this refusal from the origin check's, which is a 403 FORBIDDEN too.
      return { status: res.statusCode, code: res.statusCode === 200 ? 'OK' : `${codeOf(body)}: ${errorBody.parse(body).error.message}` };
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());

    expect(await call()).toEqual({ status: 200, code: 'OK' });
    const { cognito, UserPoolId } = pool();
    await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: admin.email, GroupName: 'admin' }));
    // The token still says admin; within the minute the remembered answer stands.
    expect(decodeJwt(admin.token)['cognito:groups']).toEqual(['admin']);
    vi.advanceTimersByTime(GROUP_CHECK_TTL_MS - 1_000);
    expect(await call()).toEqual({ status: 200, code: 'OK' });

    vi.advanceTimersByTime(1_000);
    expect(await call()).toEqual({ status: 403, code: 'FORBIDDEN: Administrator access required' });

    // Put back, and a minute later let in again: the answer follows Cognito both ways.
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: admin.email, GroupName: 'admin' }));
    vi.advanceTimersByTime(GROUP_CHECK_TTL_MS);
    expect(await call()).toEqual({ status: 200, code: 'OK' });
  });

  it('over HTTP, a token whose admin group was removed before its first admin call is refused at once', async () => {
    const admin = await makeUser({ groups: ['admin'] });
    const { cognito, UserPoolId } = pool();
    await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: admin.email, GroupName: 'admin' }));
    const res = await api('/api/admin/submissions?status=pending&page=1', { token: admin.token });
    expect([res.status, errorBody.parse(res.body).error]).toEqual([403, { code: 'FORBIDDEN', message: 'Administrator access required' }]);
    // The admin group is gone, not the session: the user's own routes still work with the same token.
    expect((await api('/api/me', { token: admin.token })).status).toBe(200);
  });
});

/** Issue 21 item 7: the paywall's admin and demo bypass asks Cognito as the admin routes do, not the token alone. */
describe('the paywall bypass follows Cognito, not a token minted before a group change', () => {
  const removeFrom = async (email: string, group: string) => {
    const { cognito, UserPoolId } = pool();
    await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: email, GroupName: group }));
  };
  const refusal = (res: { status: number; body: unknown }) => [res.status, res.status === 200 ? 'OK' : codeOf(res.body)];

  it('a token of a removed admin no longer pages, selects all or reveals without a subscription', async () => {
    const admin = await makeUser({ groups: ['admin'] });
    // While Cognito agrees, the token bypasses the paywall.
    expect(refusal(await api('/api/physicians/ids', { token: admin.token }))).toEqual([200, 'OK']);
    const removed = await makeUser({ groups: ['admin'] });
    await removeFrom(removed.email, 'admin');
    expect(decodeJwt(removed.token)['cognito:groups']).toEqual(['admin']);
    expect(refusal(await api('/api/physicians/ids', { token: removed.token }))).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    expect(refusal(await api('/api/physicians?page=2', { token: removed.token }))).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    expect(refusal(await api(`/api/physicians/${await someId()}/contact`, { method: 'POST', token: removed.token }))).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    expect((await api<Me>('/api/me', { token: removed.token })).body).toMatchObject({ isAdmin: false });
  });

  it('a token of a removed demo account no longer selects all or sees past the free rows', async () => {
    const demo = await makeUser({ groups: ['demo'] });
    await removeFrom(demo.email, 'demo');
    expect(decodeJwt(demo.token)['cognito:groups']).toEqual(['demo']);
    expect(refusal(await api('/api/physicians/ids', { token: demo.token }))).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    const page = await api<PhysicianSearchResult>('/api/physicians', { token: demo.token });
    expect(page.body.visibleLimit).not.toBeNull();
  });
});
