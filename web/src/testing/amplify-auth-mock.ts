/**
 * Stand-in for 'aws-amplify/auth' in web tests:
 *   vi.mock('aws-amplify/auth', () => import('<relative>/testing/amplify-auth-mock'));
 * Only the functions the web calls are faked; tests steer them with the helpers below.
 */
import { vi } from 'vitest';

type AsyncFn = (input?: unknown) => Promise<unknown>;

export const fetchAuthSession = vi.fn<AsyncFn>();
export const signIn = vi.fn<AsyncFn>();
export const signUp = vi.fn<AsyncFn>();
export const signOut = vi.fn<AsyncFn>();
export const confirmSignUp = vi.fn<AsyncFn>();
export const resendSignUpCode = vi.fn<AsyncFn>();
export const resetPassword = vi.fn<AsyncFn>();
export const confirmResetPassword = vi.fn<AsyncFn>();

export const ID_TOKEN = 'test-id-token';

export interface TestUser {
  email: string;
  sub?: string;
  groups?: string[];
}

const sessionOf = ({ email, sub = `sub-${email}`, groups = [] }: TestUser) => ({
  tokens: {
    idToken: { toString: () => ID_TOKEN, payload: { sub, email, 'cognito:groups': groups } },
    accessToken: { toString: () => 'test-access-token', payload: { sub } },
  },
});

/** Amplify's marker of a stored session, which the web reads before loading Amplify (lib/auth/amplify-auth). */
const SESSION_KEY = 'CognitoIdentityServiceProvider.test-client.LastAuthUser';
const storeSession = ({ email, sub = `sub-${email}` }: TestUser) => localStorage.setItem(SESSION_KEY, sub);

/** Resets every fake and leaves the visitor signed out. */
export const signedOut = (): void => {
  for (const fn of [fetchAuthSession, signIn, signUp, signOut, confirmSignUp, resendSignUpCode, resetPassword, confirmResetPassword]) fn.mockReset();
  localStorage.removeItem(SESSION_KEY);
  fetchAuthSession.mockResolvedValue({ tokens: undefined });
  signOut.mockImplementation(async () => {
    localStorage.removeItem(SESSION_KEY);
    fetchAuthSession.mockResolvedValue({ tokens: undefined });
  });
};

export const signedInAs = (user: TestUser): void => {
  signedOut();
  storeSession(user);
  fetchAuthSession.mockResolvedValue(sessionOf(user));
};

/** signIn succeeds and, like Amplify, leaves a session behind for the next fetchAuthSession. */
export const signInSucceedsAs = (user: TestUser): void => {
  signIn.mockImplementation(async () => {
    storeSession(user);
    fetchAuthSession.mockResolvedValue(sessionOf(user));
    return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  });
};
