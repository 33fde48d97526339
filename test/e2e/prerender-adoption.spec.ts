import { prerenderedPages } from '../../infra/prerendered-pages';
import { expect, test } from './support/contract-test';

/**
 * Issue 24 (Lighthouse LCP): the app adopts each prerendered public page
 * (hydrateRoot) instead of painting it a second time, and starts after the
 * first paint. A hydration mismatch would replace the nodes (and log an
 * error), so both are checked on every prerendered path; a query string
 * renders afresh, and the page must still work.
 */
const tookOver = () => (sel: string) => {
  const el = document.querySelector(sel);
  return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
};

for (const path of Object.keys(prerenderedPages)) {
  test(`${path}: the app adopts the prerendered page without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    // Marks the prerendered heading as the HTML parser made it, before any script of the app runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const h1 = document.querySelector('main h1');
        (window as unknown as { parsedH1: Element | null }).parsedH1 = h1;
      });
    });
    await page.goto(path);
    await page.waitForFunction(tookOver(), 'main h1');
    expect(await page.evaluate(() => (window as unknown as { parsedH1: Element | null }).parsedH1 === document.querySelector('main h1'))).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('with a query string the app renders /search afresh and it works', async ({ page }) => {
  await page.goto('/search?query=smith');
  await page.waitForFunction(tookOver(), 'main h1');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Physicians' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});
