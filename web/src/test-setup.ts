import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadSonner, toast } from './lib/toast/toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Lazy route chunks load slower on a busy 2-core CI machine than the 1 s default allows.
configure({ asyncUtilTimeout: 5000 });
// vi.waitFor has its own 1 s default, which two workers on two busy cores overran (a plan or a team
// not yet loaded after 1.5 s): the same 5 s unless a test asks otherwise. A longer wait changes no assertion.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 5000, ...options })) as typeof vi.waitFor;

// The app loads sonner after the first paint; tests read toasts right after the action that shows them.
beforeAll(() => loadSonner());

/** sonner removes a dismissed toast 200 ms later (TIME_BEFORE_UNMOUNT); a file torn down sooner would see that timer fire without a window. */
const SONNER_UNMOUNT_MS = 250;
let toastsShown = false;

// Testing Library registers its cleanup only with vitest globals on; they are off here.
afterEach(() => {
  if (document.querySelector('[data-sonner-toast]')) toastsShown = true;
  cleanup();
  // sonner replays still-active toasts to the next Toaster that mounts: end them with the test.
  toast.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
});

afterAll(async () => {
  if (toastsShown) await new Promise((resolve) => setTimeout(resolve, SONNER_UNMOUNT_MS));
});

// jsdom implements neither; the shell scrolls to top on navigation and sonner reads the colour scheme.
window.scrollTo = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
