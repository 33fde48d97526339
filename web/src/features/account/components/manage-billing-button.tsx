import { CreditCard, Loader2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { followRedirect } from '../../../lib/redirect';
import { usePageRestored } from '../../../lib/use-page-restored';
import { createPortalSession } from '../api/open-billing-portal';

const failureToast = (error: unknown) => {
  if (error instanceof ApiError && error.code === 'CONFLICT') {
    toast.error('No billing account yet', {
      description: 'There is no billing account for you yet: it is created with your first subscription payment.',
    });
  } else {
    toast.error('Portal access failed', { description: 'Could not access customer portal. Please try again.' });
  }
};

interface ManageBillingButtonProps {
  /** What the portal is opened for: managing billing, or renewing a subscription set to cancel. */
  label?: string;
  icon?: LucideIcon;
  variant?: 'primary' | 'secondary';
}

/** Opens the customer billing portal (a full-page redirect). */
export function ManageBillingButton({ label = 'Manage Billing', icon: Icon = CreditCard, variant = 'primary' }: ManageBillingButtonProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  usePageRestored(() => setOpening(false));

  const signInFirst = () => {
    toast.error('Authentication required', { description: 'Please sign in to manage your subscription.' });
    navigate(paths.login);
  };

  const open = async () => {
    if (auth.status !== 'signedIn') return signInFirst();
    setOpening(true);
    try {
      const { url } = await createPortalSession();
      if (followRedirect(url, navigate) === 'internal') setOpening(false);
    } catch (error) {
      setOpening(false);
      if (!(error instanceof ApiError && error.status === 401)) return failureToast(error);
      await auth.signOut('rejected').catch(() => undefined);
      signInFirst();
    }
  };

  return (
    <Button onClick={() => void open()} disabled={opening} aria-busy={opening} variant={variant}>
      {opening ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Icon aria-hidden="true" className="size-4" />}
      {opening ? 'Opening...' : label}
    </Button>
  );
}
