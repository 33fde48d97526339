import { useEffect } from 'react';
import { toast } from '../../../lib/toast/toast';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';

/** Spec core §8: a failed search also toasts, once per error (a 402 shows the paywall instead). */
export const useFetchErrorToast = (error: Error | null) => {
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.status === 402)) return;
    toast.error('Error Fetching Data', { description: errorMessage(error, 'An unexpected error occurred while fetching physician data.') });
  }, [error]);
};
