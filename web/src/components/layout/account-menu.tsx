import { ChevronDown, LogOut, Settings, UserCircle } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { paths } from '../../lib/paths';
import { ThemeChooser } from './theme-chooser';
import { useDismiss } from './use-dismiss';

/**
 * A disclosure (button + panel) rather than an ARIA menu: its entries stay
 * ordinary links and buttons, which is simpler for keyboard and screen-reader users.
 */
export function AccountMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const signOut = useSignOut();
  useDismiss(root, open, close);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-9 max-w-64 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <UserCircle aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{email}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="px-3 py-2 text-sm">
            <span className="block text-slate-500 dark:text-slate-400">Hello,</span>
            <span className="block truncate font-medium">{email}</span>
          </p>
          <hr className="my-1 border-slate-200 dark:border-slate-700" />
          <ThemeChooser className="px-3 py-2" />
          <hr className="my-1 border-slate-200 dark:border-slate-700" />
          <Link
            to={paths.account}
            onClick={close}
            className="flex items-center gap-2 rounded px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Settings aria-hidden="true" className="size-4" />
            Account Settings
          </Link>
          <button
            type="button"
            onClick={() => {
              close();
              void signOut();
            }}
            className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-red-600 hover:bg-slate-100 dark:text-red-400 dark:hover:bg-slate-800"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
