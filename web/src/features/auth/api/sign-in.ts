import * as z from '@core/zod';
import { amplifyAuth } from '../../../lib/auth/amplify-auth';
import { emailField } from './fields';

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required.'),
});
export type SignInValues = z.input<typeof signInSchema>;

export type SignInResult = 'signedIn' | 'confirmSignUp';

/**
 * USER_PASSWORD_AUTH, not SRP: cognito-local has no SRP, and real Cognito
 * accepts it when the app client allows ALLOW_USER_PASSWORD_AUTH.
 */
export const signInWithEmail = async ({ email, password }: { email: string; password: string }): Promise<SignInResult> => {
  const { signIn } = await amplifyAuth();
  const { isSignedIn, nextStep } = await signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (isSignedIn) return 'signedIn';
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  // MFA and new-password challenges are not enabled on our pool; treat them as failures.
  throw new Error('Failed to log in. Please check your credentials.');
};
