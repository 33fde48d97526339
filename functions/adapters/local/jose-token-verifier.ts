import type { Config } from '../../core/config';
import { issuerOf } from '../../core/config';
import type { TokenVerifier } from '../../core/ports';
import { principalFromClaims } from '../principal-from-claims';

/**
 * cognito-local serves its JWKS over http, which aws-jwt-verify refuses; jose
 * checks the same things: signature, issuer, audience (client id), token use, expiry.
 * jose is imported on first use and left out of the Lambda bundles
 * (infra/feature-function.ts): only the local stack verifies with it, and
 * every deployed function would otherwise carry 18 KB of it (issue 23).
 */
export const joseTokenVerifier = (c: Config): TokenVerifier => {
  const issuer = issuerOf(c);
  let jose: Promise<{ check: (token: string) => Promise<{ payload: Record<string, unknown> }> }> | undefined;
  const loaded = () =>
    (jose ??= import('jose').then(({ createRemoteJWKSet, jwtVerify }) => {
      const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
      return { check: (token: string) => jwtVerify(token, jwks, { issuer, audience: c.USER_POOL_CLIENT_ID }) };
    }));
  return {
    async verify(token) {
      const { payload } = await (await loaded()).check(token);
      if (payload.token_use !== 'id') throw new Error('Not an ID token');
      return principalFromClaims(payload);
    },
  };
};
