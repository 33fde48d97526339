import { AuthError, decodeJWT } from 'aws-amplify/auth';
import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import * as z from '@core/zod';

type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type RefreshInput = Parameters<TokenRefresher>[0];
type RefreshedTokens = Awaited<ReturnType<TokenRefresher>>;

const initiateAuthResult = z.object({
  AuthenticationResult: z.object({
    AccessToken: z.string(),
    IdToken: z.string().optional(),
    RefreshToken: z.string().optional(),
  }),
});

const cognitoError = z.object({ __type: z.string().optional(), message: z.string().optional() });

/** Cognito reports `__type` as "NotAuthorizedException" or "com.amazonaws...#NotAuthorizedException". */
const errorName = (body: unknown): string => {
  const parsed = cognitoError.safeParse(body);
  const type = parsed.success ? parsed.data.__type : undefined;
  return type?.split('#').pop() || 'TokenRefreshException';
};

const errorText = (body: unknown): string => {
  const parsed = cognitoError.safeParse(body);
  return (parsed.success && parsed.data.message) || 'Could not refresh the session.';
};

/** The regional Cognito endpoint, unless the config names one (cognito-local). */
export const userPoolEndpointOf = (config: { region: string; userPoolEndpoint?: string }): string =>
  config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;

/**
 * Amplify's own refresher calls GetTokensFromRefreshToken, which cognito-local
 * does not implement. This one calls InitiateAuth with REFRESH_TOKEN_AUTH,
 * which both cognito-local and real Cognito accept. Errors are AuthErrors named
 * after the Cognito exception: Amplify's token orchestrator clears the session
 * on NotAuthorizedException and keeps it on transient failures.
 */
export const createTokenRefresher = (endpoint: string): TokenRefresher => {
  let inflight: Promise<RefreshedTokens> | undefined;

  const refresh = async ({ tokens, authConfig, username }: RefreshInput): Promise<RefreshedTokens> => {
    const clientId = authConfig?.Cognito?.userPoolClientId;
    if (!clientId || !tokens.refreshToken) {
      throw new AuthError({ name: 'NotAuthorizedException', message: 'No refresh token; sign in again.' });
    }
    const deviceKey = tokens.deviceMetadata?.deviceKey;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken, ...(deviceKey ? { DEVICE_KEY: deviceKey } : {}) },
      }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new AuthError({ name: errorName(body), message: errorText(body) });

    const parsed = initiateAuthResult.safeParse(body);
    if (!parsed.success) throw new AuthError({ name: 'TokenRefreshException', message: 'Unexpected refresh response.' });
    const result = parsed.data.AuthenticationResult;

    const accessToken = decodeJWT(result.AccessToken);
    const issuedAt = accessToken.payload.iat;
    if (!issuedAt) throw new AuthError({ name: 'TokenRefreshException', message: 'Access token has no iat.' });

    return {
      accessToken,
      idToken: result.IdToken ? decodeJWT(result.IdToken) : undefined,
      // Amplify compares expiry against the local clock corrected by this drift.
      clockDrift: issuedAt * 1000 - Date.now(),
      // REFRESH_TOKEN_AUTH returns a new refresh token only when rotation is on.
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      deviceMetadata: tokens.deviceMetadata,
      username,
    };
  };

  // Several API calls may find the token expired at once; refresh once for all of them.
  return (input) => {
    inflight ??= refresh(input).finally(() => {
      inflight = undefined;
    });
    return inflight;
  };
};
