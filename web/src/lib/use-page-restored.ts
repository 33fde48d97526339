import { useEffect, useRef } from 'react';

/**
 * Runs `onRestore` when the browser shows this page again from its back/forward
 * cache, e.g. after Back from Stripe: state such as "Processing..." is stale then.
 */
export const usePageRestored = (onRestore: () => void): void => {
  const callback = useRef(onRestore);
  useEffect(() => {
    callback.current = onRestore;
  });
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) callback.current();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
};
