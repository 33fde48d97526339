import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Path changes start at the top; query-only changes (search filters) keep the scroll position. The page the
 * document loaded with keeps the browser's position: a reader may have scrolled the prerendered page before the
 * app adopted it, or the browser restored the position on a reload, and a jump to the top then moved the page
 * under the pointer (a journey's click on a footer link landed on whatever the jump put there).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
