import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { restoreScrollKeyOf, takeScroll } from '../../../lib/return-to';

/**
 * Back on a search left for a profile: scroll to where the user was, once the
 * results are there to scroll over. Under history Back the entry's own key
 * holds the position; a fresh entry names the key it stands for.
 */
export const useRestoreScroll = (ready: boolean) => {
  const { key, state } = useLocation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || handled.current === key) return;
    handled.current = key;
    const y = takeScroll(restoreScrollKeyOf(state) ?? key);
    // After the layout's scroll-to-top of a path change, which runs after this effect.
    if (y !== null) requestAnimationFrame(() => window.scrollTo(0, y));
  }, [ready, key, state]);
};
