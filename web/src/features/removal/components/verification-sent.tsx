import { Button } from '../../../components/ui/button';
import { StatusPanel } from './status-panel';

/** Shown after a request: the same words whether or not the email is in the directory. */
export function VerificationSent({ message, onAgain }: { message: string; onAgain: () => void }) {
  return (
    <StatusPanel
      tone="sent"
      title="Verification Email Sent"
      actions={
        <Button variant="secondary" onClick={onAgain}>
          Submit Again
        </Button>
      }
    >
      <p role="status">{message}</p>
      <p>Please check your inbox and spam folder for the confirmation link. Didn't receive it? You can submit your request again.</p>
    </StatusPanel>
  );
}
