import { test as base, expect } from '@playwright/test';
import { type ContractCheck, type OpenApiDocument, contractChecker } from '../../support/contract';
import { type AxeOptOut, AxeWatch } from './axe-watch';

/**
 * Issue 27: every API response a journey's browser receives is checked
 * against the served OpenAPI document, as api() does for the integration
 * tests (test/support/contract.ts). A journey whose pages got a response the
 * document does not describe fails, naming each mismatch. Journeys import
 * `test` and `expect` from here instead of '@playwright/test'.
 */
let checker: Promise<ContractCheck> | undefined;

export const test = base.extend<{ apiContract: void; axeEveryPage: void; axeOptOut: AxeOptOut[]; cspClean: void }>({
  /**
   * No page of a journey trips the Content-Security-Policy: a refused eval, script, style or
   * connection is either a broken feature or a report a real deployment would send on every load
   * (zod's JIT probe did so until the web told zod it runs without eval).
   */
  cspClean: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__cspViolation', ({ page }, directive: string, blocked: string) => {
        violations.push(`${new URL(page.url()).pathname}: ${directive} refused ${blocked || '(inline)'}`);
      });
      // A string, not a function: tsx would compile a function with helpers the page does not have.
      await context.addInitScript({
        content: "document.addEventListener('securitypolicyviolation', (e) => window.__cspViolation(e.violatedDirective, e.blockedURI));",
      });
      await use();
      expect(violations, 'Content-Security-Policy violations on the pages this journey visited').toEqual([]);
    },
    { auto: true },
  ],
  /** A journey may leave a page out of the automatic axe check, naming the page and why: test.use({ axeOptOut: [{ path, reason }] }). */
  axeOptOut: [[], { option: true }],
  /**
   * Issue 24 item 7: axe on every page every journey shows (axe-watch.ts); serious or critical violations fail the test.
   * On by default; AXE_EVERY_PAGE=0 turns it off when a journey is being written or timed. It makes each journey
   * slower, which the per-journey limit in playwright.config.ts allows for.
   */
  axeEveryPage: [
    async ({ context, browser, axeOptOut }, use) => {
      if (process.env.AXE_EVERY_PAGE === '0') return use();
      const watch = new AxeWatch(axeOptOut);
      watch.watchContext(context);
      const restore = watch.watchBrowser(browser);
      await use();
      restore();
      await watch.finish();
      expect(watch.problems, 'axe: serious or critical violations on the pages this journey visited').toEqual([]);
    },
    { auto: true },
  ],
  apiContract: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      checker ??= fetch(`${origin}/api/openapi.json`).then(async (res) => contractChecker((await res.json()) as OpenApiDocument));
      const check = await checker;
      const pending: Array<Promise<string[]>> = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== origin || !url.pathname.startsWith('/api/')) return;
        const request = response.request();
        pending.push(
          response.text().then(
            (text) => check({ method: request.method(), path: url.pathname, status: response.status(), headers: new Headers(response.headers()), text }),
            // A body the page navigated away from before it was read cannot be checked; its status and headers still can.
            () => check({ method: request.method(), path: url.pathname, status: response.status(), headers: new Headers(response.headers()), text: '' }).filter((p) => !p.includes('body')),
          ),
        );
      });
      await use();
      const problems = (await Promise.all(pending)).flat();
      expect(problems, 'API responses the OpenAPI document does not describe').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Browser, Locator, Page } from '@playwright/test';
