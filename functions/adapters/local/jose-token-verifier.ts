import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../core/config';
import { issuerOf } from '../../core/config';
import type { TokenVerifier } from '../../core/ports';
import { principalFromClaims } from '../principal-from-claims';

/**
 * cognito-local serves its JWKS over http, which aws-jwt-verify refuses; jose
 * checks the same things: signature, issuer, audience (client id), token use, expiry.
 */
export const joseTokenVerifier = (c: Config): TokenVerifier => {
  const issuer = issuerOf(c);
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience: c.USER_POOL_CLIENT_ID });
      if (payload.token_use !== 'id') throw new Error('Not an ID token');
      return principalFromClaims(payload);
    },
  };
};
