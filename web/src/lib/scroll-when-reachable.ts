/** How long a restore waits for the page to grow tall enough (a slow phone, a busy machine). */
const PATIENCE_MS = 5000;

/**
 * Scrolls to `y` once the page is tall enough to get there: results lay out
 * (images, fonts, lazy parts) after the data is in, and a scroll asked
 * earlier is clamped short for good (issue 21). Checks once a frame; gives
 * up waiting after a while, and at once when the user scrolls or types
 * first, which always wins. Returns a cancel.
 */
export const scrollWhenReachable = (y: number, patienceMs = PATIENCE_MS): (() => void) => {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const step = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() - started > patienceMs) {
      stop();
      window.scrollTo(0, y);
      return;
    }
    frame = requestAnimationFrame(step);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  // The first check after the layout's own scroll-to-top of a path change, which runs after the effect asking for this.
  frame = requestAnimationFrame(step);
  return stop;
};
