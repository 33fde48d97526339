import { expect, type Locator, type Page, test } from './support/contract-test';
import { logIn, recruiter } from './support/session';

/** Issue 14 item 7: a dense table view, remembered by the browser, next to the default cards. */

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Results actions' });
const region = (page: Page) => page.getByRole('region', { name: 'Results table' });

/** Text cut by CSS (ellipsis) is wider than its box. */
const isCut = (el: Locator) => el.evaluate((node) => node.scrollWidth > node.clientWidth + 1);

test('cards show whole company names when there is room', async ({ page }) => {
  await logIn(page, recruiter);
  await expect(page.getByText('Showing 1-25 of 300 results')).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');

  // The organization is the card's detail with a Building icon; its text node sits in a span titled with it.
  const names = page.getByRole('article').locator('li:has(> .sr-only:text-is("Organization:")) > span[title]');
  await expect(names.first()).toBeVisible();
  const texts = await names.allTextContents();
  const long = texts.map((t, i) => ({ t, i })).filter(({ t }) => t.length > 24 && t.length <= 45);
  expect(long.length).toBeGreaterThan(0);
  for (const { i } of long) expect(await isCut(names.nth(i))).toBe(false);

  // The filter column stays in sight, just below the 4rem nav bar (top-20 = 80 px), while the cards scroll.
  await page.evaluate('window.scrollTo(0, 1500)');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(1000);
  const filters = await page.getByRole('complementary', { name: 'Search filters' }).boundingBox();
  expect(filters?.y).toBeGreaterThanOrEqual(76);
  expect(filters?.y).toBeLessThanOrEqual(84);
});

test('a premium recruiter works in the table: remembered view, one-click reveal, chosen columns, sticky header', async ({ page }) => {
  await logIn(page, recruiter);
  await expect(page.getByText('Showing 1-25 of 300 results')).toBeVisible();

  await toolbar(page).getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.reload();
  // A reload fetches the results and the table's lazy chunk again; a busy machine can need more than the default.
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expect(toolbar(page).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);

  // Pin the row by its name: the button's label changes as it reveals.
  const candidate = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'View Email', disabled: false }) }).first();
  // By the profile link's name: the row header also holds the user's list and export marks, which arrive later.
  const name = (await candidate.getByRole('rowheader').getByRole('link').first().textContent())?.trim() ?? '';
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader').getByRole('link', { name, exact: true }) });
  await row.getByRole('button', { name: 'View Email' }).click();
  const email = row.getByRole('button', { name: /@/ });
  await expect(email).toBeVisible();
  expect((await email.textContent())?.trim()).toMatch(/^[^@\s]+@[^@\s]+$/);

  await toolbar(page).getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('group', { name: 'Table columns' }).getByRole('checkbox', { name: 'Skills' }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Skills' })).toBeVisible();
  await page.reload();
  // Again the results and the table's chunk after a reload: wait for them as above.
  await expect(page.getByRole('columnheader', { name: 'Skills' })).toBeVisible({ timeout: 30_000 });

  // Scroll the rows: the header row stays at the top of the table's own scroll area.
  const header = page.getByRole('columnheader', { name: 'Name' });
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await region(page).hover();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => region(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(300);
  await expect(header).toBeInViewport();
  await expect(firstRow).not.toBeInViewport();
  const [top, headerTop] = await Promise.all([region(page).boundingBox(), header.boundingBox()]);
  expect(Math.abs((headerTop?.y ?? 0) - (top?.y ?? -100))).toBeLessThan(3);

});

test('on a phone the table scrolls sideways inside its own box, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, recruiter);
  await toolbar(page).getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('table')).toBeVisible();

  expect(await region(page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);
});
