import { decodeJWT, fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { beforeEach, describe, expect, test } from 'vitest';
import { jsonResponse, mockFetch } from '../../testing/fetch-mock';
import { configureAuth } from './configure-auth';

// No mock of aws-amplify/auth here: this checks that Amplify's real token
// orchestrator calls our refresher, and that the refresher speaks Cognito.

const jwt = (payload: Record<string, unknown>): string =>
  [{ alg: 'none', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.sig';

const now = () => Math.floor(Date.now() / 1000);
const ENDPOINT = 'http://localhost:9229';

const storeExpiredSession = () =>
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken: decodeJWT(jwt({ sub: 'u1', iat: now() - 7200, exp: now() - 3600 })),
      idToken: decodeJWT(jwt({ sub: 'u1', email: 'a@example.com', iat: now() - 7200, exp: now() - 3600 })),
      refreshToken: 'refresh-1',
      clockDrift: 0,
      username: 'a@example.com',
    },
  });

describe('token refresh', () => {
  beforeEach(() => {
    configureAuth({ region: 'local', userPoolId: 'local_pool1', userPoolClientId: 'client-1', userPoolEndpoint: ENDPOINT });
  });

  test('an expired session is refreshed with InitiateAuth REFRESH_TOKEN_AUTH at the pool endpoint', async () => {
    await storeExpiredSession();
    const newId = jwt({ sub: 'u1', email: 'a@example.com', iat: now(), exp: now() + 3600 });
    const fetchMock = mockFetch({
      'POST /': () => jsonResponse(200, { AuthenticationResult: { AccessToken: jwt({ sub: 'u1', iat: now(), exp: now() + 3600 }), IdToken: newId } }),
    });

    const session = await fetchAuthSession();

    expect(session.tokens?.idToken?.toString()).toBe(newId);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(ENDPOINT);
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Amz-Target')).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(headers.get('Content-Type')).toBe('application/x-amz-json-1.1');
    expect(JSON.parse(String(init?.body))).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
  });

  test('a refused refresh token ends the session', async () => {
    await storeExpiredSession();
    const fetchMock = mockFetch({
      'POST /': () => jsonResponse(400, { __type: 'NotAuthorizedException', message: 'Refresh Token has expired' }),
    });

    const session = await fetchAuthSession();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.tokens).toBeUndefined();
  });

  test('a fresh session is not refreshed', async () => {
    await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
      tokens: {
        accessToken: decodeJWT(jwt({ sub: 'u1', iat: now(), exp: now() + 3600 })),
        idToken: decodeJWT(jwt({ sub: 'u1', iat: now(), exp: now() + 3600 })),
        refreshToken: 'refresh-1',
        clockDrift: 0,
        username: 'a@example.com',
      },
    });
    const fetchMock = mockFetch({});

    await fetchAuthSession();

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
