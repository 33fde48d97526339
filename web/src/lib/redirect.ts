import type { NavigateFunction } from 'react-router-dom';
import { safeInternalPath } from './safe-redirect';

const isWebAddress = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Where a checkout or billing-portal answer sends the browser (spec core §7):
 * a path starting with '/' stays in the app; an absolute http(s) URL (Stripe,
 * or the local simulator) is a full-page redirect. Anything else is refused.
 */
export const followRedirect = (url: string, navigate: NavigateFunction): 'internal' | 'external' => {
  const internal = safeInternalPath(url);
  if (internal) {
    void navigate(internal);
    return 'internal';
  }
  if (!isWebAddress(url)) throw new Error('The server sent an unusable redirect address.');
  window.location.assign(url);
  return 'external';
};
