import { hasStoredSession } from '../lib/auth/amplify-auth';
import { FullScreenLoading } from './full-screen-loading';

let prerendered: string | null = null;

/** main.tsx hands over the markup the build rendered into #root for this URL (web/prerender-plugin.ts). */
export const keepPrerendered = (html: string | null): void => {
  prerendered = html;
};

/**
 * What shows while the app starts (config, then the page's chunk): the
 * prerendered first screen when this URL has one, so React's first render
 * replaces it with the same markup (no flash, no shift); else the spinner.
 * Someone with a stored session gets the spinner: the prerender is the
 * signed-out view.
 */
export function StartupFallback() {
  if (!prerendered || hasStoredSession()) return <FullScreenLoading />;
  return <div className="contents" dangerouslySetInnerHTML={{ __html: prerendered }} />;
}
