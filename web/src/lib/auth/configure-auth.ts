import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { WebConfig } from '../config';
import { createTokenRefresher, userPoolEndpointOf } from './token-refresher';

/**
 * Sign-in uses USER_PASSWORD_AUTH (see the login page) because cognito-local
 * has no SRP; the custom refresher replaces GetTokensFromRefreshToken for the
 * same reason. Both work unchanged against real Cognito.
 */
export const configureAuth = (config: WebConfig): void => {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.userPoolEndpoint,
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(createTokenRefresher(userPoolEndpointOf(config)));
};
