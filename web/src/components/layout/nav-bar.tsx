import { Menu, Stethoscope, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../ui/button-classes';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';
import { PanelTriggers } from './panel-triggers';
import { loggedInItems, loggedOutItems } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'text-blue-700 dark:text-blue-300' : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`;

export function NavBar({ isAdmin }: { isAdmin: boolean }) {
  const auth = useAuth();
  const email = auth.status === 'signedIn' ? auth.user.email : null;
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const { pathname } = useLocation();

  // Also close when navigation happens some other way (back button, redirects).
  useEffect(() => setMobileOpen(false), [pathname]);

  const items = email ? [...loggedInItems, ...(isAdmin ? [{ label: 'Admin', to: paths.adminDashboard }] : [])] : loggedOutItems;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-blue-700 dark:text-blue-300">
          <Stethoscope aria-hidden="true" className="size-6" />
          Physician Directory
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="hidden items-center gap-2 md:flex">
          {email !== null ? (
            <>
              <PanelTriggers />
              <AccountMenu email={email} />
            </>
          ) : (
            <>
              <Link to={paths.login} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Log in
              </Link>
              <Link to={paths.signup} className={buttonClasses({ size: 'sm' })}>
                Get Started
              </Link>
            </>
          )}
        </div>

        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </nav>
      {mobileOpen && <MobileMenu id={mobileId} email={email} isAdmin={isAdmin} onClose={() => setMobileOpen(false)} />}
    </header>
  );
}
