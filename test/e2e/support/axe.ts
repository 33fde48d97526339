import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core run in the page as it is (issue 24 item 7): no serious or critical
 * violation. The engine is evaluated over the DevTools protocol, which the
 * page's CSP does not govern, so nothing about the app is loosened for it.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

// A string, not a function: it runs in the page, whose DOM types the node-side project does not load.
const RUN = `(async () => {
  const r = await axe.run(document, { resultTypes: ['violations'] });
  return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
})()`;

// Runs in the page: the shape of what is shown, without its text or data.
const SHAPE = `(() => {
  const kinds = new Set();
  for (const el of document.querySelectorAll('[role], main, nav, header, footer, aside, form, table, dialog[open], input, select, textarea, details')) {
    kinds.add(el.tagName.toLowerCase() + (el.getAttribute('role') ? '/' + el.getAttribute('role') : '') + (el.getAttribute('type') ? ':' + el.getAttribute('type') : ''));
  }
  const nav = [...document.querySelectorAll('nav a, nav button, header a, header button')].map((e) => e.getAttribute('href') || e.textContent).join(',');
  // The theme and a phone-sized layout change colours and what is shown, so they are part of the shape.
  const look = (document.documentElement.classList.contains('dark') ? 'dark' : 'light') + (innerWidth < 768 ? ' narrow' : ' wide');
  return location.pathname + ' ' + look + ' ' + [...kinds].sort().join(' ') + ' ' + nav;
})()`;

/*
 * Runs in the page: resolves once no region says it is still loading and no
 * finite animation is running, looking every frame, or gives up after a bound
 * (a page that never settles is still checked as it is). A page.evaluate
 * string, like axe itself: waitForFunction compiles its predicate in the page,
 * which the app's CSP (no unsafe-eval) refuses, once per frame.
 */
const SETTLED = `new Promise((resolve) => {
  const bound = performance.now() + 15000;
  const settled = () =>
    document.readyState === 'complete' &&
    !document.querySelector('[aria-busy="true"]') &&
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
  const look = () => (settled() || performance.now() > bound ? resolve(true) : requestAnimationFrame(look));
  look();
})`;

export const settled = async (page: Page): Promise<void> => {
  await page.waitForLoadState('load');
  await page.evaluate(SETTLED);
};

/**
 * Shapes of pages checked in this worker, whatever was found (a violation
 * fails the journey that found it): neither the automatic check
 * (axe-watch.ts) nor expectAccessible runs axe on the same shape again.
 */
export const checkedShapes = new Set<string>();

export const pageShape = async (page: Page): Promise<string> => (await page.evaluate(SHAPE)) as string;

// axe refuses a second run while one is going in the same page; a journey's own check and the automatic one (axe-watch.ts) take turns.
const running = new WeakMap<Page, Promise<unknown>>();

export const axeViolations = async (page: Page): Promise<Violation[]> => {
  const run = async (): Promise<Violation[]> => {
    if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(axeSource);
    return (await page.evaluate(RUN)) as Violation[];
  };
  const result = (running.get(page) ?? Promise.resolve()).catch(() => undefined).then(run);
  running.set(page, result);
  return result;
};

export const seriousViolations = async (page: Page): Promise<Violation[]> =>
  (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** Fails naming each serious or critical violation (rule, what it means, the first nodes). */
export const expectAccessible = async (page: Page, where: string): Promise<void> => {
  const shape = await pageShape(page);
  // Checked already in this worker (by the automatic check or an earlier call), which reported what it found.
  if (checkedShapes.has(shape)) return;
  // A toast fading in or out is half transparent: its colours are not the page's. Checked once settled, and only what a second settled run confirms counts.
  await settled(page);
  let violations = await seriousViolations(page);
  if (violations.length) {
    await settled(page);
    const again = new Set((await seriousViolations(page)).map((v) => `${v.id} ${v.nodes.join(' ')}`));
    violations = violations.filter((v) => again.has(`${v.id} ${v.nodes.join(' ')}`));
  }
  expect(violations, `axe: serious or critical violations on ${where}`).toEqual([]);
  checkedShapes.add(shape);
};
