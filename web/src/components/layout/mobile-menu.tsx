import type { MouseEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../ui/button-classes';
import { PanelTriggers } from './panel-triggers';
import { adminItems, loggedInItems, loggedOutItems, type NavItem } from './nav-items';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium ${
    isActive ? 'bg-blue-50 text-blue-700 dark:bg-slate-800 dark:text-blue-300' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
  }`;

const mobileAdminItems: NavItem[] = adminItems.map((item) => (item.to === paths.adminDashboard ? { ...item, label: 'Admin Dashboard' } : item));

type MobileMenuProps = {
  id: string;
  email: string | null;
  isAdmin: boolean;
  onClose: () => void;
};

/** The small-screen menu: the same items as the bar, plus the admin pages and, logged out, the directory. */
export function MobileMenu({ id, email, isAdmin, onClose }: MobileMenuProps) {
  const signOut = useSignOut();
  // Any link chosen inside the menu closes it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };

  const items = email
    ? [...loggedInItems, ...(isAdmin ? mobileAdminItems : [])]
    : [...loggedOutItems.slice(0, 1), { label: 'Directory', to: paths.directory }, ...loggedOutItems.slice(1)];

  return (
    <div id={id} onClick={closeOnLink} className="border-t border-slate-200 px-4 pb-4 pt-2 md:hidden dark:border-slate-800">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={itemClass} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
        {email ? (
          <div className="space-y-1">
            <p className="px-3 pb-2 text-sm text-slate-500 dark:text-slate-400">
              Hello, <span className="font-medium text-slate-900 dark:text-slate-100">{email}</span>
            </p>
            <PanelTriggers block onOpen={onClose} />
            <NavLink to={paths.account} className={itemClass}>
              Account Settings
            </NavLink>
            <button
              type="button"
              onClick={() => {
                onClose();
                void signOut();
              }}
              className="block w-full rounded-md px-3 py-2 text-left text-base font-medium text-red-600 hover:bg-slate-100 dark:text-red-400 dark:hover:bg-slate-800"
            >
              Sign Out
            </button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Link to={paths.login} className={buttonClasses({ variant: 'secondary' })}>
              Log in
            </Link>
            <Link to={paths.signup} className={buttonClasses()}>
              Get Started
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
