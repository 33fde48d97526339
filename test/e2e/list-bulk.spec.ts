import { type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/contract-test';
import { addToNewList, openList } from './support/lists';
import { logIn, recruiter } from './support/session';

const cardNames = async (page: Page, n: number) => {
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push(((await page.getByRole('article').nth(i).getByRole('heading').textContent()) ?? '').trim());
  return names;
};

const members = (page: Page) => page.getByRole('button', { name: /^Remove .* from list$/ });

/** The members' names in the order the list page shows them. */
const rowNames = async (page: Page) => (await members(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map((l) => l.replace(/^Remove (.*) from list$/, '$1'));

/** The name sort's comparison (functions/core/schemas/list-pipeline.ts foldName), for the seed's plain names. */
const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

test('issue 24 item 4: add from the profile → a bulk status change on ticked rows → Select all, untick one, move the rest to another list → sort it by name (URL, keyboard)', async ({ page }) => {
  // Three pages, two dialogs and five axe runs: longer than one page's journey.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const source = `Bulk source ${stamp}`;
  const target = `Bulk target ${stamp}`;
  await logIn(page, recruiter);
  await expect(page.getByRole('article')).toHaveCount(25);
  const names = await cardNames(page, 5);
  const [a, b, c, d, e] = names as [string, string, string, string, string];
  for (const name of [a, b, c, d]) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Add to List (4)' }).click();
  await addToNewList(page, source);
  await expectAccessible(page, '/search after Add to List');

  // The profile page's own Add to List, the search's dialog.
  await page.getByRole('article', { name: e }).getByRole('link', { name: `View profile of ${e}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: e })).toBeVisible();
  await page.getByRole('button', { name: `Add to List: ${e}` }).click();
  await expect(page.getByRole('dialog', { name: 'Add to Physician List' })).toBeVisible();
  await expectAccessible(page, 'the profile with the Add to List dialog');
  await addToNewList(page, target);

  await openList(page, source);
  await expect(members(page)).toHaveCount(4);
  await expectAccessible(page, 'the list page');
  const bar = page.getByRole('group', { name: 'Selected physicians' });
  await page.getByRole('checkbox', { name: `Select ${a}` }).check();
  await page.getByRole('checkbox', { name: `Select ${c}` }).check();
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('combobox', { name: 'Set status of selected' }).selectOption({ label: 'Interested' });
  await bar.getByRole('button', { name: 'Apply status' }).click();
  await expect(page.getByText('Status set to Interested').first()).toBeVisible();
  for (const name of [a, c]) await expect(page.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('interested');
  for (const name of [b, d]) await expect(page.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('new');
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toContainText('Interested (2)');

  // Select all, untick one, move the rest: three go with their status, one stays.
  await bar.getByRole('button', { name: 'Select all 4' }).click();
  await page.getByRole('checkbox', { name: `Select ${d}` }).uncheck();
  await expect(bar.getByText('3 selected (all but 1)')).toBeVisible();
  await bar.getByRole('button', { name: 'Move or copy…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move or copy to another list' });
  await dialog.getByRole('combobox', { name: 'Target list' }).selectOption({ label: `${target} (1)` });
  await expectAccessible(page, 'the list page with the Move or copy dialog');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(`Moved 3 physicians to ${target}`).first()).toBeVisible();
  await expect(members(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: d, exact: true })).toBeVisible();

  await openList(page, target);
  await expect(members(page)).toHaveCount(4);
  for (const name of [a, c]) await expect(page.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('interested');
  await expect(page.getByRole('combobox', { name: `Status of ${b}` })).toHaveValue('new');
  await expectAccessible(page, 'the target list page');

  // Sort by name, by keyboard: the control's third choice. Each step is a URL of its own (Back returns to it).
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const byName = page.waitForResponse((r) => r.url().includes('/api/lists/') && new URL(r.url()).searchParams.get('sort') === 'name');
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]sort=status/);
  // The page shows its spinner while another view loads, so the control is a new one: focus it again.
  await expect(sort).toHaveValue('status');
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expect(sort).toHaveValue('name');
  const shown = ((await (await byName).json()) as { physicians: { items: Array<{ fullName: string; firstName: string; lastName: string }> } }).physicians.items;
  const key = (p: { firstName: string; lastName: string }) => `${fold(p.lastName)}\u0001${fold(p.firstName)}`;
  expect(shown.map(key)).toEqual(shown.map(key).sort());
  await expect(members(page)).toHaveCount(4);
  expect(await rowNames(page)).toEqual(shown.map((p) => p.fullName));
  await expectAccessible(page, 'the target list sorted by name');

  // A reload keeps the sort; Back returns to the status sort, Forward to the name sort.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  await expect(members(page)).toHaveCount(4);
  expect(await rowNames(page)).toEqual(shown.map((p) => p.fullName));
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('status');
  await page.goForward();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  await expect(members(page)).toHaveCount(4);
  expect(await rowNames(page)).toEqual(shown.map((p) => p.fullName));
});
