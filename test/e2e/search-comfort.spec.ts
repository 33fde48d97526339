import { type Page, expect, test } from './support/contract-test';
import { signUpAndLogIn } from './support/sign-up';
import { logIn, recruiter } from './support/session';

/*
 * Issue 14 items 1, 5 and 6: the search survives a visit to a profile, fast
 * filter clicks land exactly as clicked, and a free user is told the limits
 * before bumping into them.
 */

const cards = (page: Page) => page.getByRole('article');
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const searchParamsOf = (page: Page) => new URL(page.url()).searchParams;

test('Back from a profile returns to the exact search, page and scroll it was opened from', async ({ page }) => {
  await logIn(page, recruiter);
  await page.getByLabel('State', { exact: true }).selectOption('CA');
  await page.getByLabel('Sort by').selectOption('name:desc');
  await expect(page).toHaveURL(/sortKey=name/);
  // About one seeded physician in eight is in California: more than a page of them.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page).first()).toBeVisible();
  const searchUrl = page.url();

  const target = cards(page).nth(Math.min(6, (await cards(page).count()) - 1));
  const name = (await target.getByRole('heading').textContent())?.trim() ?? '';
  await target.getByRole('link', { name: `View profile of ${name}` }).scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate<number>('window.scrollY');
  expect(scrollBefore).toBeGreaterThan(200);
  await target.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('CA');
  await expect(page.getByLabel('Sort by')).toHaveValue('name:desc');
  await expect(cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })).toBeVisible();
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(scrollBefore - 60);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeLessThan(scrollBefore + 60);

  // Opened directly, with no search before it, Back goes to the search page.
  await page.goto(new URL(await page.getByRole('link', { name: `View profile of ${name}` }).getAttribute('href') ?? '/', page.url()).href);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
});

type Click = { group: string; option: string; param: string };
const choices: Click[] = [
  { group: 'Education', option: 'MD', param: 'education' },
  { group: 'Education', option: 'MBA', param: 'education' },
  { group: 'Education', option: 'PhD', param: 'education' },
  { group: 'Company Size', option: '5000+', param: 'companySize' },
  { group: 'Company Size', option: '1 to 19', param: 'companySize' },
  { group: 'Revenue Range', option: '$1B+', param: 'companyRevenue' },
  { group: 'Industry', option: 'Research', param: 'companyIndustry' },
  { group: 'Industry', option: 'Biotechnology', param: 'companyIndustry' },
];
const pick = (i: number): Click => {
  const c = choices[i % choices.length];
  if (!c) throw new Error(`no choice ${i}`);
  return c;
};
const box = (page: Page, c: Click) => group(page, c.group).getByRole('checkbox', { name: c.option, exact: true });
/** What the URL must say: each clicked option under its key, in click order. */
const expectedParams = (clicked: readonly Click[]) => {
  const out: Record<string, string[]> = {};
  for (const c of clicked) (out[c.param] ??= []).push(c.option);
  return out;
};
const filterParams = (page: Page) => {
  const params = searchParamsOf(page);
  const out: Record<string, string[]> = {};
  for (const key of ['education', 'companySize', 'companyRevenue', 'companyIndustry']) {
    // List filters travel as repeated parameters (a value may contain a comma).
    const values = params.getAll(key);
    if (values.length) out[key] = values;
  }
  return out;
};

test('fast filter clicks after Clear All land exactly as clicked', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/search');
  await expect(cards(page).first()).toBeVisible();
  // A slower CPU makes React's renders lag the clicks, as on a busy laptop, where the race was seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  for (let round = 0; round < 8; round += 1) {
    // Some filters to clear, set at a calm pace.
    const before = [pick(round), pick(round + 3)];
    for (const c of before) await box(page, c).click();
    await expect.poll(() => filterParams(page)).toEqual(expectedParams(before));

    const clicked = [pick(round + 1), pick(round + 4), pick(round + 6)];
    await page.getByRole('button', { name: 'Clear All' }).click();
    for (const c of clicked) {
      await page.waitForTimeout(50 + ((round * 17) % 50));
      // Space on the focused box, not a pointer click: an answer with no rows shortens the results column, and the sticky
      // filter column then moves with the page if it is scrolled, so a pointer aimed a moment earlier can miss the box
      // (seen once in CI). The race this test is about is in the state the clicks build, which Space drives the same way.
      await box(page, c).press('Space');
    }
    await expect.poll(() => filterParams(page), { message: `round ${round}` }).toEqual(expectedParams(clicked));
    for (const c of choices) await expect(box(page, c)).toBeChecked({ checked: clicked.includes(c) });
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => filterParams(page)).toEqual({});
    // The next round's calm clicks are on what the page shows: wait for it to show the cleared state.
    for (const c of choices) await expect(box(page, c)).not.toBeChecked();
  }
});

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Results actions' });
/** Toasts on screen: sonner keeps a leaving one in the page for its exit animation. */
const toastsShown = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');

test('a free user is told the limit above the results, and why Add to List, Export and Select All are locked', async ({ page }) => {
  await signUpAndLogIn(page, 'free-limit');
  const results = page.getByRole('region', { name: 'Results' });
  const notice = results.getByText(/^Showing 20 of 300,/);
  await expect(notice).toHaveText('Showing 20 of 300, subscribe to see all');
  await expect(notice.getByRole('link', { name: 'subscribe to see all' })).toHaveAttribute('href', '/pricing');
  // Above the first card, where it is read before the cards, not after the twentieth.
  const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
  expect(noticeTop).toBeLessThan((await cards(page).first().boundingBox())?.y ?? -Infinity);
  await expect(cards(page)).toHaveCount(20);

  await cards(page).first().getByRole('checkbox').click();
  const add = toolbar(page).getByRole('button', { name: 'Add to List (1)' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription('Subscribe to a paid plan to add physicians to lists');
  await add.hover();
  await expect(page.getByRole('tooltip', { name: 'Subscribe to a paid plan to add physicians to lists' })).toBeVisible();
  // force: Playwright waits for an aria-disabled button to be enabled; a user can click it regardless.
  await add.click({ force: true });
  const cardAdd = cards(page).first().getByRole('button', { name: /^Add to List: / });
  await expect(cardAdd).toHaveAccessibleDescription('Subscribe to a paid plan to add physicians to lists');
  await cardAdd.click({ force: true });
  await expect(toolbar(page).getByRole('button', { name: 'Export Selected (1)' })).toHaveAccessibleDescription('Subscribe to a paid plan to export physicians');
  await toolbar(page).getByRole('button', { name: 'Export Selected (1)' }).click({ force: true });
  await expect(toolbar(page).getByRole('button', { name: 'Select All' })).toHaveAccessibleDescription(/^Select All needs the Annual Plan/);
  await toolbar(page).getByRole('button', { name: 'Select All' }).click({ force: true });

  // None of those clicks fired a refusal, nor opened the Add to List dialog.
  await page.waitForTimeout(500);
  await expect(toastsShown(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('one toast at a time: a new one replaces the last', async ({ page }) => {
  await logIn(page, recruiter);
  await expect(cards(page).first()).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Add to List (0)' }).click();
  await toolbar(page).getByRole('button', { name: 'Export Selected (0)' }).click();
  await toolbar(page).getByRole('button', { name: 'Add to List (0)' }).click();
  await toolbar(page).getByRole('button', { name: 'Export Selected (0)' }).click();
  await expect(toastsShown(page).getByText('Please select at least one physician to export.')).toBeVisible();
  await expect(toastsShown(page)).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
});
