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

export const axeViolations = async (page: Page): Promise<Violation[]> => {
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(axeSource);
  return (await page.evaluate(RUN)) as Violation[];
};

/** Fails naming each serious or critical violation (rule, what it means, the first nodes). */
export const expectAccessible = async (page: Page, where: string): Promise<void> => {
  const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `axe: serious or critical violations on ${where}`).toEqual([]);
};
