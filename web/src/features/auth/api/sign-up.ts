import * as z from '@core/zod';
import { amplifyAuth } from '../../../lib/auth/amplify-auth';
import { codeField, emailField, newPasswordField, passwordPair, passwordsMatch } from './fields';

export const signUpSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string(),
    terms: z.boolean().refine(Boolean, 'You must accept the terms and conditions.'),
  })
  .refine(passwordsMatch, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });
export type SignUpValues = z.input<typeof signUpSchema>;

/** The email is the username; Cognito mails a 6-digit code to verify it. */
export const signUpWithEmail = async ({ email, password }: { email: string; password: string }) =>
  (await amplifyAuth()).signUp({ username: email, password, options: { userAttributes: { email } } });

export const confirmCodeSchema = z.object({ email: emailField, code: codeField });
export type ConfirmCodeValues = z.input<typeof confirmCodeSchema>;

export const confirmEmail = async ({ email, code }: { email: string; code: string }) =>
  (await amplifyAuth()).confirmSignUp({ username: email, confirmationCode: code });

export const resendVerification = async (email: string) => (await amplifyAuth()).resendSignUpCode({ username: email });
