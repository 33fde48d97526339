import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fetchAuthSession, signedInAs, signedOut } from '../../testing/amplify-auth-mock';
import { eventually } from '../../testing/eventually';
import { hasStoredSession } from './amplify-auth';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

vi.mock('aws-amplify/auth', () => import('../../testing/amplify-auth-mock'));

const renderAuth = () => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
};

/** Issue 14 item 9: Amplify is loaded only for someone with a session (or signing in), not on an anonymous first visit. */
describe('session restore without Amplify on the first paint', () => {
  beforeEach(() => signedOut());

  test('no stored session: signed out at the first render, and Amplify is never asked', async () => {
    const { result } = renderAuth();
    expect(result.current.status).toBe('signedOut');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });

  test('a stored session is restored on reload through Amplify', async () => {
    signedInAs({ email: 'recruiter@example.com', groups: ['admins'] });
    const { result } = renderAuth();
    expect(result.current.status).toBe('loading');
    await eventually(() => expect(result.current).toMatchObject({ status: 'signedIn', user: { email: 'recruiter@example.com', groups: ['admins'] } }));
    expect(fetchAuthSession).toHaveBeenCalled();
  });

  test("hasStoredSession reads Amplify's LastAuthUser key of any app client", () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.abc123.someone.idToken', 'x');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.abc123.LastAuthUser', 'someone');
    expect(hasStoredSession()).toBe(true);
  });
});
