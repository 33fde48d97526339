import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { demoRestrictionMessages } from '../../../components/demo/demo-tooltip';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { followRedirect } from '../../../lib/redirect';
import { usePageRestored } from '../../../lib/use-page-restored';
import { createCheckout } from '../api/create-checkout';
import type { PriceId } from '../components/pricing-plans';

const failureToast = (error: unknown) => {
  if (error instanceof ApiError && error.code === 'DEMO_RESTRICTED') {
    toast.error('Checkout failed', { description: demoRestrictionMessages.subscription });
  } else if (error instanceof ApiError && error.code === 'CONFLICT') {
    toast.info('You are already on this plan', { description: 'Manage your subscription from Account Settings.' });
  } else {
    toast.error('Checkout failed', { description: 'Could not create checkout session. Please try again.' });
  }
};

/** Creates a checkout session and leaves for it; `processing` names the plan being prepared (spec core §4 plan card). */
export const useCheckout = () => {
  const auth = useAuth();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState<PriceId | null>(null);

  usePageRestored(() => setProcessing(null));

  const signInFirst = () => {
    toast.error('Authentication required', { description: 'Please sign in to subscribe.' });
    navigate(`${paths.login}?return_to=${paths.pricing}`);
  };

  const start = async (priceId: PriceId) => {
    if (auth.status !== 'signedIn') return signInFirst();
    setProcessing(priceId);
    try {
      const { url } = await createCheckout(priceId);
      // A full-page redirect keeps "Processing..." on screen until the browser leaves.
      if (followRedirect(url, navigate) === 'internal') setProcessing(null);
    } catch (error) {
      setProcessing(null);
      if (!(error instanceof ApiError && error.status === 401)) return failureToast(error);
      // The API no longer accepts this session: end it here too, or /login would bounce straight back.
      await auth.signOut('rejected').catch(() => undefined);
      signInFirst();
    }
  };

  return { processing, start };
};
