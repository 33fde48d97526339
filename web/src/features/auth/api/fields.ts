import * as z from '@core/zod';

export const PASSWORD_MIN_LENGTH = 6;

export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .pipe(z.email('Please enter a valid email address.'));

export const newPasswordField = z.string().min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters long.');

export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.');

/** Both fields as plain strings, so the match check can run even when the password is too short. */
export const passwordPair = z.object({ password: z.string(), confirmPassword: z.string() });
export const passwordsMatch = (v: z.infer<typeof passwordPair>) => v.password === v.confirmPassword;
