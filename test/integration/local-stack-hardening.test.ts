import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoClient } from '../../scripts/local/user-pool';
import { waitForMails } from '../support/mail';
import { stack } from '../support/stack';
import { makeUser } from '../support/users';

/**
 * Issue 13 item 7: the app's /cognito proxy forwards only what the web's
 * Amplify calls, writes no attribute but email, and grants no other origin;
 * cognito-local itself refuses browsers. Checked against cognito-local directly.
 */
const evil = 'https://evil.example';
const appOrigin = () => stack().url;
const direct = () => cognitoClient(stack().env.COGNITO_ENDPOINT as string);
const poolId = () => stack().env.USER_POOL_ID as string;
const clientId = () => stack().env.USER_POOL_CLIENT_ID as string;

/** As the browser sends it: same origin, Amplify's target header and content type. */
const viaProxy = async (action: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${stack().url}/cognito/`, {
    method: 'POST',
    headers: { origin: appOrigin(), 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}`, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
};

const corsHeadersOf = (headers: Headers): string[] => [...headers.keys()].filter((name) => name.startsWith('access-control-'));

const groupsOf = async (email: string): Promise<string[]> =>
  ((await direct().send(new AdminListGroupsForUserCommand({ UserPoolId: poolId(), Username: email }))).Groups ?? []).map((g) => g.GroupName ?? '');

describe('the /cognito proxy: only what the web calls', () => {
  it('refuses AdminAddUserToGroup from a signed-in user, who stays out of the admin group', async () => {
    const user = await makeUser();
    const res = await viaProxy('AdminAddUserToGroup', { UserPoolId: poolId(), Username: user.email, GroupName: 'admin' }, { authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(403);
    expect(res.body.__type).toBe('AccessDeniedException');
    expect(await groupsOf(user.email)).toEqual([]);
  });

  it.each([
    ['AdminDeleteUser', { UserPoolId: 'x', Username: 'y' }],
    ['AdminUpdateUserAttributes', { UserPoolId: 'x', Username: 'y', UserAttributes: [{ Name: 'custom:role', Value: 'admin' }] }],
    ['AdminCreateUser', { UserPoolId: 'x', Username: 'y' }],
    ['CreateGroup', { UserPoolId: 'x', GroupName: 'g' }],
    ['ListUsers', { UserPoolId: 'x' }],
    ['UpdateUserAttributes', { AccessToken: 'x', UserAttributes: [{ Name: 'custom:role', Value: 'admin' }] }],
    ['CreateUserPoolClient', { UserPoolId: 'x', ClientName: 'evil' }],
    ['ChangePassword', { AccessToken: 'x', PreviousPassword: 'a', ProposedPassword: 'b' }],
  ])('refuses %s with a JSON 403', async (action, body) => {
    const res = await viaProxy(action, body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ __type: 'AccessDeniedException', message: expect.any(String) });
  });

  it('refuses a user deleted through the proxy: AdminDeleteUser never reaches cognito-local', async () => {
    const user = await makeUser();
    expect((await viaProxy('AdminDeleteUser', { UserPoolId: poolId(), Username: user.email })).status).toBe(403);
    const still = await direct().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: user.email }));
    expect(still.UserStatus).toBe('CONFIRMED');
  });

  it('refuses a request without a target, with a foreign target prefix, and every other path', async () => {
    const noTarget = await fetch(`${stack().url}/cognito/`, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1' }, body: '{}' });
    expect(noTarget.status).toBe(403);
    const foreign = await viaProxy('SignUp', {}, { 'x-amz-target': 'DynamoDB_20120810.ListTables' });
    expect(foreign.status).toBe(403);
    for (const path of ['/cognito/health', '/cognito/oauth2/token', `/cognito/${poolId()}/.well-known/other`]) {
      const res = await fetch(`${stack().url}${path}`, { method: path.includes('oauth2') ? 'POST' : 'GET' });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ __type: 'ResourceNotFoundException' });
    }
  });

  it('refuses SignUp writing custom:role or custom:demo_account, and creates no user', async () => {
    for (const Name of ['custom:role', 'custom:demo_account', 'email_verified']) {
      const email = `role-${randomUUID()}@example.com`;
      const UserAttributes = [{ Name: 'email', Value: email }, { Name, Value: Name === 'custom:role' ? 'admin' : 'true' }];
      const res = await viaProxy('SignUp', { ClientId: clientId(), Username: email, Password: 'signup-pass-123', UserAttributes });
      expect(res.status, Name).toBe(400);
      expect(res.body.__type).toBe('NotAuthorizedException');
      await expect(direct().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: email }))).rejects.toThrow();
    }
  });

  it('refuses a malformed body of an allowed action with a 400 naming the field', async () => {
    const res = await viaProxy('InitiateAuth', { ClientId: clientId(), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'a@example.com' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ __type: 'InvalidParameterException', message: expect.stringContaining('AuthParameters.PASSWORD') });
    const other = await viaProxy('InitiateAuth', { ClientId: clientId(), AuthFlow: 'CUSTOM_AUTH', AuthParameters: {} });
    expect(other.status).toBe(400);
  });

  it('still lets a browser sign up, confirm, sign in and refresh through it, on the same origin', async () => {
    const email = `proxy-${randomUUID()}@example.com`;
    const password = 'signup-pass-123';
    const signUp = await viaProxy('SignUp', { ClientId: clientId(), Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    expect(corsHeadersOf(signUp.headers)).toEqual([]);
    const [mail] = await waitForMails(email);
    const code = /\b(\d{6})\b/.exec(mail?.body.text ?? '')?.[1];
    expect((await viaProxy('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: code })).status).toBe(200);
    const signIn = await viaProxy('InitiateAuth', { ClientId: clientId(), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });
    expect(signIn.status).toBe(200);
    const result = signIn.body.AuthenticationResult as { IdToken: string; RefreshToken: string };
    const me = await fetch(`${stack().url}/api/me`, { headers: { authorization: `Bearer ${result.IdToken}` } });
    expect(me.status).toBe(200);
    const refresh = await viaProxy('InitiateAuth', { ClientId: clientId(), AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: result.RefreshToken } });
    expect(refresh.status).toBe(200);
    expect(await groupsOf(email)).toEqual([]);
  });

  it('serves the JWKS and the OpenID configuration the token verifier reads', async () => {
    for (const doc of ['jwks.json', 'openid-configuration']) {
      const res = await fetch(`${stack().url}/cognito/${poolId()}/.well-known/${doc}`);
      expect(res.status, doc).toBe(200);
      expect(corsHeadersOf(res.headers)).toEqual([]);
      expect(await res.json()).toBeTypeOf('object');
    }
  });
});

describe('the /cognito proxy and cognito-local grant other origins nothing', () => {
  it('answers a foreign preflight without any Access-Control-* header', async () => {
    const res = await fetch(`${stack().url}/cognito/`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-amz-target' },
    });
    await res.arrayBuffer();
    expect(res.status).toBe(204);
    expect(corsHeadersOf(res.headers)).toEqual([]);
  });

  it('refuses a request a browser marks as coming from another origin, even for an allowed action', async () => {
    const res = await viaProxy('ForgotPassword', { ClientId: clientId(), Username: 'nobody@example.com' }, { origin: evil });
    expect(res.status).toBe(403);
    expect(corsHeadersOf(res.headers)).toEqual([]);
  });

  it('cognito-local refuses any browser request on its own port and still serves the seeding client', async () => {
    const res = await fetch(stack().env.COGNITO_ENDPOINT as string, {
      method: 'POST',
      headers: { origin: evil, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' },
      body: JSON.stringify({ UserPoolId: poolId() }),
    });
    expect(res.status).toBe(403);
    expect(corsHeadersOf(res.headers)).toEqual([]);
    const user = await makeUser();
    expect(await groupsOf(user.email)).toEqual([]);
  });
});
