import { REMOVAL_DONE_MESSAGE, REMOVAL_TOKEN_ERROR, removalConfirmInput } from '@core/schemas/removal';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';
import { RemovalCard } from '../components/removal-card';
import { StatusPanel } from '../components/status-panel';
import { useConfirmRemoval } from '../hooks/use-confirm-removal';

const home = (
  <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
    Return to Homepage
  </Link>
);

/** Spec public §2 Confirm removal: the emailed link lands here with ?token=...; loading, success or error. */
export function ConfirmRemovalPage() {
  const [params] = useSearchParams();
  const raw = params.get('token') ?? '';
  const parsed = removalConfirmInput.safeParse({ token: raw });
  const state = useConfirmRemoval(parsed.success ? parsed.data.token : null);

  // No token at all says so; anything else that cannot be one of our tokens reads like an expired one.
  const errorText = raw.trim() ? REMOVAL_TOKEN_ERROR : (parsed.error?.issues[0]?.message ?? REMOVAL_TOKEN_ERROR);

  return (
    <RemovalCard title="Confirm Removal">
      {state === 'loading' && <StatusPanel tone="loading" title="Processing Your Request" />}
      {state === 'success' && (
        <StatusPanel tone="success" title="Information Successfully Removed" actions={home}>
          <p>{REMOVAL_DONE_MESSAGE}</p>
        </StatusPanel>
      )}
      {state === 'error' && (
        <StatusPanel
          tone="error"
          title="Error Processing Request"
          actions={
            <>
              <Link to={paths.removeInfo} className={buttonClasses()}>
                Try Again
              </Link>
              {home}
            </>
          }
        >
          <p role="alert">{errorText}</p>
        </StatusPanel>
      )}
    </RemovalCard>
  );
}
