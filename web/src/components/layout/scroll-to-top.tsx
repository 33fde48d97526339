import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Path changes start at the top; query-only changes (search filters) keep the scroll position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
