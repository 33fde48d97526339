import { prerenderedPages } from '../../infra/prerendered-pages';
import { expect, test } from './support/contract-test';

/**
 * Issue 24 (Lighthouse LCP): the app adopts each prerendered public page
 * (hydrateRoot) instead of painting it a second time, and starts after the
 * first paint. A hydration mismatch would replace the nodes (and log an
 * error), so both are checked on every prerendered path; a query string
 * renders afresh, and the page must still work.
 */
// This project's TypeScript has no DOM types; functions, not strings, since the page's CSP forbids eval.
type Page = { document: { querySelector(s: string): object | null; addEventListener(e: string, f: () => void): void }; parsedH1?: object | null };
const appHoldsHeading = () => {
  const h = (globalThis as unknown as Page).document.querySelector('main h1');
  return !!h && Object.keys(h).some((k) => k.startsWith('__reactFiber'));
};
// The heading as the HTML parser made it, kept before any script of the app runs.
const keepParsedHeading = () => {
  const w = globalThis as unknown as Page;
  w.document.addEventListener('DOMContentLoaded', () => {
    w.parsedH1 = w.document.querySelector('main h1');
  });
};
const parsedHeadingKept = () => {
  const w = globalThis as unknown as Page;
  return !!w.parsedH1 && w.parsedH1 === w.document.querySelector('main h1');
};

for (const path of Object.keys(prerenderedPages)) {
  test(`${path}: the app adopts the prerendered page without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(keepParsedHeading);
    await page.goto(path);
    await page.waitForFunction(appHoldsHeading);
    expect(await page.evaluate(parsedHeadingKept)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('with a query string the app renders /search afresh and it works', async ({ page }) => {
  await page.goto('/search?query=smith');
  await page.waitForFunction(appHoldsHeading);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Physicians' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

// Issue 24: running animations make the compositor draw every frame while the app starts, which takes the CPU it needs.
test('nothing on /search moves while the app starts and the results load', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let onAsked = () => {};
  const asked = new Promise<void>((resolve) => (onAsked = resolve));
  await page.route((url) => url.pathname === '/api/physicians', async (route) => {
    onAsked();
    await released;
    await route.continue();
  });
  await page.goto('/search');
  await asked;
  await page.waitForFunction(appHoldsHeading);
  await expect(page.getByTestId('physician-card-skeleton')).toHaveCount(25);
  expect(await page.evaluate(() => (globalThis as unknown as { document: { getAnimations(): unknown[] } }).document.getAnimations().length)).toBe(0);
  release();
  await expect(page.getByRole('article').first()).toBeVisible();
});
