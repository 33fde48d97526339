import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPages } from './app/lazy-page';
import { routes } from './app/routes';
import { FullScreenError } from './components/full-screen-error';
import { FullScreenLoading } from './components/full-screen-loading';
import { setAuthConfig } from './lib/auth/amplify-auth';
import { loadWebConfig } from './lib/config';
import { errorMessage } from './lib/errors';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
// A prerendered public page (web/prerender-plugin.ts) stays on screen until the app can show the same.
const root = createRoot(container);
if (!container.hasAttribute('data-prerendered')) root.render(<FullScreenLoading />);

// Amplify is configured from /config.json when first loaded (lib/auth/amplify-auth). The app still
// waits for it: rendering before it came out slower in Lighthouse's mobile simulation (issue 14 item 9).
// The page's code loads beside the config, so the first render shows the page, not a spinner.
Promise.all([loadWebConfig(), preloadPages(routes, window.location.pathname)]).then(
  ([config]) => {
    setAuthConfig(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(<FullScreenError title="We could not start the app" message={errorMessage(error, 'The configuration could not be loaded.')} />);
  },
);
