import { REMOVAL_DONE_MESSAGE, REMOVAL_TOKEN_ERROR, removalConfirmInput } from '@core/schemas/removal';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
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

/**
 * Spec public §2 Confirm removal: the emailed link lands here with ?token=...
 * Opening it only asks (mail scanners and previewers open links too); the
 * button sends the token, then loading, success or error as the spec says.
 */
export function ConfirmRemovalPage() {
  const [params] = useSearchParams();
  const raw = params.get('token') ?? '';
  const parsed = removalConfirmInput.safeParse({ token: raw });
  const { state, confirm } = useConfirmRemoval(parsed.success ? parsed.data.token : null);

  // No token at all says so; anything else that cannot be one of our tokens reads like an expired one.
  const errorText = raw.trim() ? REMOVAL_TOKEN_ERROR : (parsed.error?.issues[0]?.message ?? REMOVAL_TOKEN_ERROR);

  return (
    <RemovalCard title="Confirm Removal">
      {state === 'ready' && (
        <StatusPanel
          tone="confirm"
          title="Remove Your Information?"
          actions={
            <>
              <Button variant="danger" onClick={confirm}>
                Remove my information
              </Button>
              {home}
            </>
          }
        >
          <p>This deletes every profile with your email address from our directory and from our customers' lists, and keeps the address out of future updates.</p>
          <p>It cannot be undone. Nothing is removed until you press the button.</p>
        </StatusPanel>
      )}
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
