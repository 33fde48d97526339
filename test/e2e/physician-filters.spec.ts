import { expect, type Page, test } from './support/contract-test';
import { logIn, recruiter } from './support/session';

/*
 * Issue 16: distance from a ZIP and license state, end to end. 17101 is
 * Harrisburg, PA: of the 300 seeded profiles (scripts/seed/physicians.ts)
 * Harrisburg and Hershey put a few dozen within 100 miles, so the distance
 * filter narrows the directory and the PA license keeps some of them.
 */
const ZIP = '17101';
const cards = (page: Page) => page.getByRole('article');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Search filters' });
const totalOf = async (page: Page) => Number(/of (\d+) results/.exec((await page.getByText(/Showing 1-\d+ of \d+ results/).textContent()) ?? '')?.[1]);
const milesOnCards = async (page: Page) =>
  (await cards(page).getByText(/^\d+\.\d mi$/).allTextContents()).map((t) => Number.parseFloat(t));

test('filter by distance from a ZIP and by license state, see the miles, reload, save and apply the search', async ({ page }) => {
  await logIn(page, recruiter);
  await expect(page.getByText('Showing 1-25 of 300 results')).toBeVisible();

  await filters(page).getByLabel('ZIP code').fill(ZIP);
  await filters(page).getByLabel('Within').selectOption('100');
  await expect(page).toHaveURL(/nearZip=17101/);
  await expect(page).toHaveURL(/withinMiles=100/);
  await expect(page.getByText(/Showing 1-\d+ of \d+ results/)).toBeVisible();
  await expect(cards(page).first().getByText(/^\d+\.\d mi$/)).toBeVisible();
  const near = await totalOf(page);
  expect(near).toBeGreaterThan(0);
  expect(near).toBeLessThan(300);

  await filters(page).getByLabel('License State').selectOption('PA');
  await expect(page).toHaveURL(/licenseState=PA/);
  await expect.poll(() => totalOf(page)).toBeLessThanOrEqual(near);
  const licensed = await totalOf(page);
  expect(licensed).toBeGreaterThan(0);

  await page.getByLabel('Sort by').selectOption('distance:asc');
  await expect(page).toHaveURL(/sortKey=distance/);
  await expect.poll(async () => (await milesOnCards(page)).length).toBe(Math.min(licensed, 25));
  const miles = await milesOnCards(page);
  expect(miles.every((m) => m <= 100)).toBe(true);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  const firstName = await cards(page).first().getByRole('heading').textContent();

  await page.reload();
  await expect(page.getByText(`Showing 1-${Math.min(licensed, 25)} of ${licensed} results`)).toBeVisible();
  await expect(filters(page).getByLabel('ZIP code')).toHaveValue(ZIP);
  await expect(filters(page).getByLabel('Within')).toHaveValue('100');
  await expect(filters(page).getByRole('list', { name: 'License State chosen' })).toContainText('Pennsylvania (PA)');
  await expect(page.getByLabel('Sort by')).toHaveValue('distance:asc');
  await expect(cards(page).first().getByRole('heading')).toHaveText(firstName ?? '');
  expect(await milesOnCards(page)).toEqual(miles);

  await page.getByRole('button', { name: 'Save Search' }).click();
  const name = `Near Harrisburg ${Date.now()}`;
  const dialog = page.getByRole('dialog', { name: 'Save Search' });
  await dialog.getByRole('textbox', { name: 'Search name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved').first()).toBeVisible();

  await page.goto('/search');
  await expect(page.getByText('Showing 1-25 of 300 results')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Saved Searches' }).click();
  const panel = page.getByRole('dialog', { name: 'Saved Searches' });
  await expect(panel.getByText(`Within 100 mi of ${ZIP}`).first()).toBeVisible();
  await panel.getByRole('button', { name: `Apply Search ${name}` }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('nearZip')).toBe(ZIP);
  expect(new URL(page.url()).searchParams.getAll('licenseState')).toEqual(['PA']);
  await expect(page.getByText(`Showing 1-${Math.min(licensed, 25)} of ${licensed} results`)).toBeVisible();
  expect(await milesOnCards(page)).toEqual(miles);
});

test('at 390 px the drawer holds the distance filter, says what is missing, and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?nearZip=17101');
  // The drawer is asked for with results on screen, as a recruiter would.
  await expect(page.getByRole('article').first()).toBeVisible();
  // Closed, the drawer is not displayed at all: its controls cost the phone nothing until opened (issue 24).
  await expect(page.locator('#search-filters')).toHaveCSS('display', 'none');
  await page.getByRole('button', { name: 'Open Search Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Search filters' });
  await expect(drawer.getByLabel('ZIP code')).toHaveValue(ZIP);
  await expect(drawer.getByText('Choose a distance for this ZIP code')).toBeVisible();
  await drawer.getByLabel('Within').selectOption('50');
  await expect(page).toHaveURL(/withinMiles=50/);
  expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
});
