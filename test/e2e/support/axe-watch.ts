import type { Browser, BrowserContext, Page } from '@playwright/test';
import { checkedShapes, pageShape, seriousViolations, settled } from './axe';

/**
 * Issue 24 item 7, "add axe to the journeys so it stays so": every page a
 * journey's browser shows is checked by axe without the journey asking.
 *
 * When: after each main-frame navigation (a full load or the SPA's
 * pushState), once the page has reached its loaded state (the `load` event,
 * no `aria-busy` region left, finite animations finished), and once more for
 * every open page when the test ends. Checks run one at a time per page.
 * Nothing waits a fixed time.
 *
 * Dedupe: a check is skipped when the same path has already been checked in
 * the same shape (signed in or out, the kinds of widgets and landmarks on
 * it), by this or an earlier journey of the run or by a journey's own
 * expectAccessible, so typing into a filter that rewrites the query string
 * does not rerun axe on every keystroke, nor does every journey's log-in
 * page, while the table view, a dialog or a signed-in navigation of the
 * same path is checked again.
 *
 * A check whose page navigated away or closed under it is dropped: the page
 * it was meant for is gone and the next one is checked in turn.
 */

export interface AxeOptOut {
  /** Path (exact) or pattern the journey must not check. */
  path: string | RegExp;
  /** Why this page is not checked here; required so an opt-out is never silent. */
  reason: string;
}

// "axe is not defined": the journey navigated between injecting axe and running it, so the run met a new document.
const gone = (error: unknown): boolean =>
  /Execution context was destroyed|Target page, context or browser has been closed|Target closed|navigat|frame was detached|Cannot find context|axe is not defined/i.test(String(error));

export class AxeWatch {
  readonly problems: string[] = [];
  private readonly queues = new Map<Page, Promise<void>>();
  private readonly watched = new WeakSet<Page>();
  private readonly contexts = new Set<BrowserContext>();

  constructor(private readonly optOuts: AxeOptOut[]) {}

  watchContext(context: BrowserContext): void {
    this.contexts.add(context);
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  /** Pages of contexts the journey opens itself (browser.newContext / newPage) are watched too, until restore() is called. */
  watchBrowser(browser: Browser): () => void {
    const original = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await original(...args);
      this.watchContext(context);
      return context;
    };
    return () => {
      browser.newContext = original;
    };
  }

  watchPage(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.enqueue(page);
    });
    page.on('close', () => this.queues.delete(page));
  }

  /** Checks every page still open in its final state, then waits for all checks. */
  async finish(): Promise<void> {
    for (const page of [...this.contexts].flatMap((c) => c.pages())) if (!page.isClosed()) this.enqueue(page);
    await Promise.all([...this.queues.values()]);
  }

  private enqueue(page: Page): void {
    const previous = this.queues.get(page) ?? Promise.resolve();
    this.queues.set(
      page,
      previous.then(() => this.check(page)),
    );
  }

  private async check(page: Page): Promise<void> {
    try {
      if (page.isClosed() || page.url() === 'about:blank') return;
      await settled(page);
      const path = new URL(page.url()).pathname;
      if (this.optOuts.some((o) => (typeof o.path === 'string' ? o.path === path : o.path.test(path)))) return;
      const shape = await pageShape(page);
      if (checkedShapes.has(shape)) return;
      let violations = await seriousViolations(page);
      if (violations.length) {
        // The journey acts while the check runs: a colour caught mid-transition is not the page's. Only what a second run on the settled page confirms counts.
        await settled(page);
        const again = new Set((await seriousViolations(page)).map((v) => `${v.id} ${v.nodes.join(' ')}`));
        violations = violations.filter((v) => again.has(`${v.id} ${v.nodes.join(' ')}`));
      }
      // Marked only once checked: a check cut short by a navigation leaves the shape to be checked next time.
      checkedShapes.add(shape);
      for (const v of violations) this.problems.push(`${path}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.join(' | ')}`);
    } catch (error) {
      if (!gone(error) && !page.isClosed()) this.problems.push(`axe check failed on ${page.url()}: ${String(error)}`);
    }
  }
}
