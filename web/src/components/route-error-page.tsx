import { Component, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { buttonClasses } from './ui/button-classes';

/** What a page that failed to render (or whose chunk would not load, e.g. after a deploy) shows inside the shell. */
export function RouteErrorPage() {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">The page could not be shown. Reloading usually helps.</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
          Go Home
        </Link>
      </div>
    </section>
  );
}

interface BoundaryProps {
  /** A new value (the next page) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    // Stamped with the key in componentDidCatch's stead: getDerivedStateFromError has no props.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    return state.failedAt !== null && state.failedAt !== props.resetKey ? { failedAt: null } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}

/**
 * The pages' error boundary (the declarative router has none of its own):
 * catches render errors and failed lazy chunks instead of a blank screen,
 * and lets the next page render again.
 */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
