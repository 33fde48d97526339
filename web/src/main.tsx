import './index.css';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPages } from './app/lazy-page';
import { routes } from './app/routes';
import { FullScreenError } from './components/full-screen-error';
import { FullScreenLoading } from './components/full-screen-loading';
import { hasStoredSession, setAuthConfig } from './lib/auth/amplify-auth';
import { loadWebConfig } from './lib/config';
import { errorMessage } from './lib/errors';
import { adoptsPrerendered } from './prerender/adopts-prerendered';
import { holdEarlyTaps } from './prerender/early-taps';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
// A prerendered public page (web/prerender-plugin.ts) stays on screen until the app can show the same.
const prerendered = container.hasAttribute('data-prerendered');
// React adopts the prerendered nodes (hydrateRoot) when its first render is that same page: a replacement
// painted the page's largest text a second time after the whole JavaScript chain, and Lighthouse took that
// second paint as the LCP (issue 24). Otherwise (a query string, a stored session) it renders afresh.
const hydrate = prerendered && adoptsPrerendered(window.location, hasStoredSession());
const root = hydrate ? null : createRoot(container);
if (root && !prerendered) root.render(<FullScreenLoading />);

// Taps on the prerendered page before the app holds it are kept and played again once it has drawn, whether it
// adopts the page or draws it afresh.
const taps = prerendered ? holdEarlyTaps(container) : null;
function Shown({ children }: { children: ReactNode }) {
  useEffect(() => taps?.shown(), []);
  return children;
}

// Amplify is configured from /config.json when first loaded (lib/auth/amplify-auth). The app still
// waits for it: rendering before it came out slower in Lighthouse's mobile simulation (issue 14 item 9).
// The page's code loads beside the config, so the first render shows the page, not a spinner.
Promise.all([loadWebConfig(), preloadPages(routes, window.location.pathname)]).then(
  ([config]) => {
    setAuthConfig(config);
    const app = (
      <Shown>
        <StrictMode>
          <App />
        </StrictMode>
      </Shown>
    );
    if (root) root.render(app);
    // In a transition, hydration yields to the browser every few milliseconds instead of adopting the whole page in
    // one task: the prerendered page is already on screen, and that one task was the longest of the load (issue 24).
    else startTransition(() => void hydrateRoot(container, app));
  },
  (error: unknown) => {
    console.error(error);
    taps?.abandoned();
    (root ?? createRoot(container)).render(<FullScreenError title="We could not start the app" message={errorMessage(error, 'The configuration could not be loaded.')} />);
  },
);
