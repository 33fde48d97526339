import { createContext, useContext } from 'react';

export interface AuthUser {
  /** Cognito `sub`. */
  id: string;
  email: string;
  groups: string[];
}

/** 'user': they chose Sign Out; 'rejected': the API refused the session, so it was ended here too. */
export type SignOutReason = 'user' | 'rejected';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut'; reason?: SignOutReason }
  | { status: 'signedIn'; user: AuthUser };

export type AuthContextValue = AuthState & {
  /** Re-reads the session from Amplify; call after sign-in before navigating to a protected page. */
  refresh: () => Promise<void>;
  signOut: (reason?: SignOutReason) => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
};
