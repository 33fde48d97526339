import type { Page } from '@playwright/test';

/**
 * Holds the app back until `start` is called: either its entry module (the boot module holds the taps on the page
 * meanwhile) or /config.json (the entry is running and holds them). `asked` resolves when the page has asked for it.
 */
export async function holdAppStart(page: Page, what: 'entry' | 'config' = 'config'): Promise<{ asked: Promise<void>; start: () => void }> {
  let start = () => {};
  let onAsked = () => {};
  const released = new Promise<void>((resolve) => (start = resolve));
  const asked = new Promise<void>((resolve) => (onAsked = resolve));
  // The entry is the module the boot module imports: Vite names it after index.html.
  const pattern = what === 'config' ? '**/config.json' : '**/assets/index-*.js';
  // Only the first ask: later pages load as usual.
  await page.route(
    pattern,
    async (route) => {
      onAsked();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { asked, start };
}
