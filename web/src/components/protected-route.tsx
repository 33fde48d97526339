import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth/auth-context';
import { paths } from '../lib/paths';
import { PageSpinner } from './ui/spinner';

/**
 * Signed-in users only (admin pages check the admin group themselves). The
 * login page reads `state.from` to send the user back where they were going.
 */
export function ProtectedRoute() {
  const auth = useAuth();
  const location = useLocation();
  // Whether this page was shown signed in: then a sign-out happened here (state from earlier renders, set while rendering).
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (auth.status === 'signedIn' && !wasSignedIn) setWasSignedIn(true);

  if (auth.status === 'loading') return <PageSpinner />;
  // Signing out here heads home (spec core §2), not to a login that would bring the user straight back.
  if (auth.status === 'signedOut' && auth.reason === 'user' && wasSignedIn) return <Navigate to={paths.home} replace />;
  if (auth.status === 'signedOut') return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
