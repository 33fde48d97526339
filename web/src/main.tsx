import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { FullScreenError } from './components/full-screen-error';
import { FullScreenLoading } from './components/full-screen-loading';
import { configureAuth } from './lib/auth/configure-auth';
import { loadWebConfig } from './lib/config';
import { errorMessage } from './lib/errors';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

// Amplify must be configured before anything reads the session, so the app waits for /config.json.
root.render(<FullScreenLoading />);
loadWebConfig().then(
  (config) => {
    configureAuth(config);
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
