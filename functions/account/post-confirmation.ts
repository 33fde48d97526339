import { cognitoTrigger } from '../http/cognito-trigger';

/**
 * Cognito PostConfirmation: the user record is born when the sign-up is
 * confirmed, with the email and sign-up date. Locally cognito-local calls
 * this same handler (scripts/local/cognito.ts).
 */
export const handler = cognitoTrigger('PostConfirmation', async (user, _event, d) => {
  await d.users.ensure(user, d.now().toISOString());
});
