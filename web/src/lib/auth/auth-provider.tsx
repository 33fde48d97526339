import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearSubscriptionCache } from '../subscription/subscription-cache';
import { amplifyAuth, hasStoredSession, whenAmplifyLoaded } from './amplify-auth';
import { AuthContext, type AuthContextValue, type AuthState, type SignOutReason } from './auth-context';

const readSession = async (): Promise<AuthState> => {
  try {
    const { fetchAuthSession } = await amplifyAuth();
    const { tokens } = await fetchAuthSession();
    const payload = tokens?.idToken?.payload;
    if (!payload?.sub) return { status: 'signedOut' };
    const groups = payload['cognito:groups'];
    return {
      status: 'signedIn',
      user: {
        id: String(payload.sub),
        email: typeof payload.email === 'string' ? payload.email : '',
        groups: Array.isArray(groups) ? groups.map(String) : [],
      },
    };
  } catch {
    // An unreadable session (e.g. a refresh that failed for good) is treated as signed out.
    return { status: 'signedOut' };
  }
};

const sessionEvents = new Set(['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure']);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // No stored session: signed out at once, so an anonymous first paint waits for nothing (and no Amplify).
  const [state, setState] = useState<AuthState>(() => (hasStoredSession() ? { status: 'loading' } : { status: 'signedOut' }));
  // Reads can overlap (Hub event + explicit refresh); only the latest may win.
  const latestRead = useRef(0);

  const refresh = useCallback(async () => {
    const read = ++latestRead.current;
    const next = await readSession();
    if (read === latestRead.current) setState(next);
  }, []);

  const signOut = useCallback(async (reason: SignOutReason = 'user') => {
    const { signOut: amplifySignOut } = await amplifyAuth();
    await amplifySignOut();
    latestRead.current++;
    setState({ status: 'signedOut', reason });
    // The next user must not see the previous user's cached data.
    queryClient.clear();
    clearSubscriptionCache();
  }, [queryClient]);

  useEffect(() => {
    if (hasStoredSession()) void refresh();
    let live = true;
    let stop: (() => void) | undefined;
    void whenAmplifyLoaded().then((hub) => {
      if (!live) return;
      stop = hub.listen('auth', ({ payload }) => {
        if (sessionEvents.has(payload.event)) void refresh();
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [refresh]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
