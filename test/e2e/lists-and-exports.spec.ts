import { readFileSync } from 'node:fs';
import { expect, test } from './support/contract-test';
import { logIn, recruiter } from './support/session';
import { addToNewList, openList } from './support/lists';

const cardNames = async (page: import('@playwright/test').Page, n: number) => {
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push(((await page.getByRole('article').nth(i).getByRole('heading').textContent()) ?? '').trim());
  return names;
};

test('select results → add to a new list → remove one → filter by status (kept in the URL) → export exactly the rows shown', async ({ page }) => {
  await logIn(page, recruiter);
  await expect(page.getByRole('article')).toHaveCount(25);
  const [first, second, third] = await cardNames(page, 3);
  for (const name of [first, second, third]) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Add to List (3)' }).click();

  const listName = `Shortlist ${Date.now()}`;
  await addToNewList(page, listName);
  await openList(page, listName);
  await expect(page).toHaveURL(/\/lists\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('button', { name: /^Remove .* from list$/ })).toHaveCount(3);
  await page.getByRole('button', { name: `Remove ${second} from list` }).click();
  await expect(page.getByRole('button', { name: /^Remove .* from list$/ })).toHaveCount(2);

  // Issue 21, item 5: the filter lives in the URL (a reload keeps it) and the export holds the rows it shows.
  await page.getByRole('combobox', { name: `Status of ${first}` }).selectOption('contacted');
  await expect(page.getByText('Status updated').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('contacted');
  await expect(page).toHaveURL(/\?status=contacted$/);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Remove .* from list$/ })).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('contacted');

  await page.getByRole('button', { name: 'Export filtered list (1)' }).click();
  // Issue 22: the export dialog; its CSV default holds the same rows, in a file named after the list.
  const dialog = page.getByRole('dialog', { name: 'Export physicians' });
  await dialog.getByRole('radio', { name: 'CSV', exact: true }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shortlist-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path()) as string, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toMatch(/^First Name,Last Name,Full Name/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(first as string);
  expect(lines[1]).toContain('Contacted');
  expect(csv).not.toContain(third as string);
});

test('save a search → apply it from the panel → delete it', async ({ page }) => {
  await logIn(page, recruiter);
  await page.getByRole('group', { name: 'Specialty' }).getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/specialtyExact=/);
  const specialty = new URL(page.url()).searchParams.get('specialtyExact');

  await page.getByRole('button', { name: 'Save Search' }).click();
  const name = `Cardio hunt ${Date.now()}`;
  const dialog = page.getByRole('dialog', { name: 'Save Search' });
  await dialog.getByRole('textbox', { name: 'Search name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved').first()).toBeVisible();

  await page.goto('/search');
  await expect(page).not.toHaveURL(/specialtyExact=/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Saved Searches' }).click();
  const panel = page.getByRole('dialog', { name: 'Saved Searches' });
  await panel.getByRole('button', { name: `Apply Search ${name}` }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('specialtyExact')).toBe(specialty);
  await expect(page.getByText('Search Applied').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Saved Searches' }).click();
  await page.getByRole('dialog', { name: 'Saved Searches' }).getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Search deleted').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Saved Searches' }).getByRole('button', { name: `Apply Search ${name}` })).toHaveCount(0);
});
