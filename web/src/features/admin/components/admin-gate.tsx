import { Loader2, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../../components/access/use-access';
import { paths } from '../../../lib/paths';

type AdminGateProps = {
  /** The dashboard sends non-admins home; the other admin screens refuse in place (spec public §2). */
  onDenied: 'redirect' | 'refuse';
  children: ReactNode;
};

/** Admins see `children`; the page decides for itself too, so it never relies on the route guard alone (spec public §6). */
export function AdminGate({ onDenied, children }: AdminGateProps) {
  const access = useAccess();
  const navigate = useNavigate();
  const denied = access.ready && !access.isAdmin;

  useEffect(() => {
    if (denied && onDenied === 'redirect') navigate(paths.home, { replace: true });
  }, [denied, onDenied, navigate]);

  if (!access.ready)
    return (
      <p role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-slate-600 dark:text-slate-300">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-blue-600" />
        Loading user data...
      </p>
    );
  if (!denied) return children;
  if (onDenied === 'redirect')
    return (
      <p role="alert" className="py-16 text-center text-lg font-medium text-red-700 dark:text-red-400">
        Access Denied. Redirecting...
      </p>
    );
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-red-600 dark:text-red-400" />
      <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">You do not have permission to view this page.</p>
    </section>
  );
}
