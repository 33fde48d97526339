import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { api } from '../../../lib/api';
import { paths } from '../../../lib/paths';

const INVALID = 'This unsubscribe link is not valid. Turn alerts off from your Saved Searches instead.';

const unsubscribe = (token: string) =>
  api.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, () => import('../api/saved-search-schemas').then((m) => m.unsubscribeAnswer));

/**
 * The digest's "Stop alerts for this search" link lands here (issue 17),
 * signed in or not. Opening it only asks (mail scanners open links too);
 * the button turns the alerts off.
 */
export function UnsubscribeAlertsPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const sent = useRef(false);
  const { mutate, status, error } = useMutation({ mutationFn: unsubscribe, retry: false });
  const stop = () => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title" className="text-xl font-semibold">
          Search alerts
        </h1>
        <div role="status" className="mt-3 space-y-3 text-sm text-slate-700 dark:text-slate-300">
          {!token && <p>{INVALID}</p>}
          {token && status === 'idle' && <p>Stop the email alerts for this saved search? The search itself stays saved.</p>}
          {status === 'pending' && <p>Turning alerts off...</p>}
          {status === 'success' && <p>Alerts are off. You will get no more digests for this saved search.</p>}
          {status === 'error' && <p>{error instanceof Error && error.message ? error.message : INVALID}</p>}
        </div>
        <div className="mt-5 flex flex-wrap gap-2">
          {token && status === 'idle' && <Button onClick={stop}>Turn off alerts</Button>}
          <Link to={paths.search} className={buttonClasses({ variant: 'secondary' })}>
            Go to Search
          </Link>
        </div>
      </section>
    </div>
  );
}
