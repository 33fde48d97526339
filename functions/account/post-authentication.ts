import { cognitoTrigger } from '../http/cognito-trigger';

/** Cognito PostAuthentication: remembers the last sign-in (admin user lists show it), and heals a missing user record. */
export const handler = cognitoTrigger('PostAuthentication', async (user, _event, d) => {
  await d.users.recordSignIn(user, d.now().toISOString());
});
