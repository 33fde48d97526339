import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { restoreScrollKeyOf, takeScroll } from '../../../lib/return-to';
import { scrollWhenReachable } from '../../../lib/scroll-when-reachable';

/**
 * Back on a search left for a profile: scroll to where the user was, once the
 * results are there and laid out tall enough to scroll over. Under history Back the entry's own key
 * holds the position; a fresh entry names the key it stands for.
 */
export const useRestoreScroll = (ready: boolean) => {
  const { key, state } = useLocation();
  const handled = useRef<string | null>(null);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!ready || handled.current === key) return;
    handled.current = key;
    pending.current?.();
    // In a task of its own: a page's first read of sessionStorage is slow (about 9 ms on a fast machine), and here it
    // fell inside the render of the first answer, the longest task after a phone's first paint (issue 24).
    const timer = setTimeout(() => {
      const y = takeScroll(restoreScrollKeyOf(state) ?? key);
      if (y !== null) pending.current = scrollWhenReachable(y);
    });
    pending.current = () => clearTimeout(timer);
  }, [ready, key, state]);
  // Only leaving the page cancels a restore still waiting: a refetch of the same search must not.
  useEffect(() => () => pending.current?.(), []);
};
