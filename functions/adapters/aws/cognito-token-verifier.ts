import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Config } from '../../core/config';
import type { TokenVerifier } from '../../core/ports';
import { principalFromClaims } from '../principal-from-claims';

/** Verifies Cognito ID tokens (signature via the pool's JWKS, issuer, client id, token use, expiry). */
export const cognitoTokenVerifier = (c: Config): TokenVerifier => {
  const verifier = CognitoJwtVerifier.create({ userPoolId: c.USER_POOL_ID, tokenUse: 'id', clientId: c.USER_POOL_CLIENT_ID });
  return { verify: async (token) => principalFromClaims(await verifier.verify(token)) };
};
