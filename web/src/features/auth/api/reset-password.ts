import * as z from '@core/zod';
import { amplifyAuth } from '../../../lib/auth/amplify-auth';
import { codeField, emailField, newPasswordField, passwordPair, passwordsMatch } from './fields';

export const requestResetSchema = z.object({ email: emailField });
export type RequestResetValues = z.input<typeof requestResetSchema>;

export const confirmResetSchema = z
  .object({ code: codeField, password: newPasswordField, confirmPassword: z.string() })
  .refine(passwordsMatch, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });
export type ConfirmResetValues = z.input<typeof confirmResetSchema>;

export const requestPasswordReset = async (email: string) => (await amplifyAuth()).resetPassword({ username: email });

export const confirmPasswordReset = async ({ email, code, password }: { email: string; code: string; password: string }) =>
  (await amplifyAuth()).confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
