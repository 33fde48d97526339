import { expect, test } from './support/contract-test';
import { demo, logIn, recruiter } from './support/session';

const cards = (page: import('@playwright/test').Page) => page.getByRole('article');
const firstCardName = async (page: import('@playwright/test').Page) => (await cards(page).first().getByRole('heading').textContent())?.trim();

test('a visitor sees the first 20 of every result and the upsell', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText('Unlock all 300 results!')).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByText(/Showing 1-/)).toHaveCount(0);
});

test('a subscriber filters, sorts and pages, and the URL carries it all through a reload', async ({ page }) => {
  await logIn(page, recruiter);
  await expect(page.getByText('Showing 1-25 of 300 results')).toBeVisible();

  await page.getByLabel('Sort by').selectOption('location:desc');
  await expect(page).toHaveURL(/sortKey=location/);
  await expect(page).toHaveURL(/sortDirection=desc/);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing 26-50 of 300 results')).toBeVisible();
  const before = await firstCardName(page);

  await page.reload();
  await expect(page.getByText('Showing 26-50 of 300 results')).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('location:desc');
  expect(await firstCardName(page)).toBe(before);

  // A filter change starts again at page 1.
  // Click, not check(): the list re-renders as the URL changes, so the element is not the same one afterwards.
  await page.getByRole('group', { name: 'Specialty' }).getByRole('checkbox').first().click();
  await expect(page.getByRole('group', { name: 'Specialty' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/specialtyExact=/);
  await expect(page.getByText(/Showing 1-\d+ of \d+ results/)).toBeVisible();
  const header = await page.getByText(/Showing 1-\d+ of \d+ results/).textContent();
  expect(Number(/of (\d+) results/.exec(header ?? '')?.[1])).toBeLessThan(300);
});

test('a subscriber reveals an email in one keypress and copies it in another, the focus kept on the control', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, recruiter);
  // Pin the card by its name: its button changes label as it reveals.
  const candidate = cards(page).filter({ has: page.getByRole('button', { name: 'View Email', disabled: false }) }).first();
  const name = (await candidate.getByRole('heading').textContent())?.trim() ?? '';
  const card = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: 'View Email' }).focus();
  await page.keyboard.press('Enter');
  const value = card.getByRole('button', { name: /@/ });
  await expect(value).toBeVisible();
  await expect(value).toBeFocused();
  const email = (await value.textContent())?.trim() ?? '';
  expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Copied' })).toBeFocused();
  // Runs in the page, where navigator exists; the node-side types do not know it.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(email);
  // 'Copied' lasts two seconds, then the value is back, still focused.
  await expect(card.getByRole('button', { name: email })).toBeFocused({ timeout: 4000 });
});

test('the demo account and a visitor see a locked reveal that says why before any click, and a click sends nothing', async ({ page }) => {
  const reveals: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/physicians\/[^/]+\/contact$/.test(new URL(r.url()).pathname)) reveals.push(r.url());
  });
  await page.goto('/search');
  let button = cards(page).first().getByRole('button', { name: 'View Email' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription('Log in to view email addresses');

  await logIn(page, demo);
  button = cards(page).first().getByRole('button', { name: 'View Email' });
  await expect(button).toHaveAccessibleDescription('Viewing contact information is disabled in demo mode');
  await expect(button).toHaveAttribute('title', 'Viewing contact information is disabled in demo mode');
  await button.focus();
  // Playwright will not click what is aria-disabled; the keyboard can, as a user's would.
  await page.keyboard.press('Enter');
  await expect(button).toHaveText('View Email');
  expect(reveals).toEqual([]);
});

test('active filters show as chips that remove themselves, and the keyboard reaches the first result in a few keystrokes', async ({ page }) => {
  await logIn(page, recruiter);
  await page.goto('/search?query=a&licenseState=TX&licenseState=CA');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button')).toHaveText(['Keyword: a', 'Licensed in: TX', 'Licensed in: CA']);
  await expect(page.getByRole('article').first()).toBeVisible();
  await chips.getByRole('button', { name: 'Remove Licensed in: CA' }).click();
  await expect(page).not.toHaveURL(/licenseState=CA/);
  await expect(page).toHaveURL(/licenseState=TX/);
  await expect(chips.getByRole('button')).toHaveCount(2);

  // From the top of a fresh page: Tab to "Skip to results", Enter, then Tab into the first card (it was 82 Tabs).
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  let presses = 0;
  // Expressions, not functions: they run in the page, whose DOM types the node-side project does not load.
  const focusedName = async () => String(await page.evaluate("document.activeElement?.textContent?.trim() ?? ''"));
  while ((await focusedName()) !== 'Skip to results' && presses < 30) {
    await page.keyboard.press('Tab');
    presses++;
  }
  await page.keyboard.press('Enter');
  presses++;
  const inFirstCard = async () => (await page.evaluate("!!document.activeElement?.closest('article') && document.activeElement.closest('article') === document.querySelector('article')")) === true;
  while (!(await inFirstCard()) && presses < 40) {
    await page.keyboard.press('Tab');
    presses++;
  }
  expect(await inFirstCard()).toBe(true);
  expect(presses).toBeLessThanOrEqual(25);
});

test('the specialty directory leads to a filtered search', async ({ page }) => {
  await page.goto('/specialties');
  await expect(page.getByRole('heading', { name: 'Medical Specialties Directory' })).toBeVisible();
  const link = page.getByRole('link', { name: /physicians available/ }).first();
  const text = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/directory\/[a-z-]+$/);
  await page.getByRole('link', { name: 'Advanced Search' }).click();
  await expect(page).toHaveURL(/\/search\?specialtyExact=/);
  const name = decodeURIComponent(/specialtyExact=([^&]+)/.exec(page.url())?.[1] ?? '').replace(/\+/g, ' ');
  expect(text.toLowerCase()).toContain(name.toLowerCase());
  await expect(page.getByRole('group', { name: 'Specialty' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
});
