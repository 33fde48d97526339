import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context';
import { useMe } from '../../lib/auth/use-me';
import { PageSpinner } from '../ui/spinner';
import { AdminBar } from './admin-bar';
import { DemoBanner } from './demo-banner';
import { NavBar } from './nav-bar';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';

/** The shell around every page: navigation, admin bar, demo notice, footer. */
export function AppLayout() {
  const auth = useAuth();
  const me = useMe();
  const signedIn = auth.status === 'signedIn';
  const isAdmin = signedIn && me.data?.isAdmin === true;
  const isDemo = signedIn && me.data?.isDemo === true;

  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <NavBar isAdmin={isAdmin} />
      {isAdmin && <AdminBar />}
      {isDemo && <DemoBanner />}
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
