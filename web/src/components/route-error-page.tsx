import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../lib/paths';
import { buttonClasses } from './ui/button-classes';

/** Catches render errors and failed lazy chunks (e.g. after a deploy) instead of React Router's developer page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        The page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps.
      </p>
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
