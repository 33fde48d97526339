import { useEffect } from 'react';

/** Toasts a failed load once per error: React Query hands out a new error object for each failure. */
export const useLoadErrorToast = (error: Error | null, show: (error: Error) => void) => {
  useEffect(() => {
    if (error) show(error);
    // `show` is one of the module-level toast functions; only a new error should toast again.
  }, [error]);
};
