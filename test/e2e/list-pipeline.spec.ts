import { expect, test } from './support/contract-test';
import { logIn, recruiter } from './support/session';
import { addToNewList, openList } from './support/lists';

test('add a physician to a list → mark them Contacted with a note → filter the list by status → see "In your lists" on the search card', async ({ page }) => {
  await logIn(page, recruiter);
  const card = page.getByRole('article').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Add to List: ${name}` }).click();

  const listName = `Pipeline ${Date.now()}`;
  await addToNewList(page, listName);
  await openList(page, listName);
  const status = page.getByRole('combobox', { name: `Status of ${name}` });
  await expect(status).toHaveValue('new');
  await status.selectOption({ label: 'Contacted' });
  await expect(page.getByText('Status updated').first()).toBeVisible();
  await page.getByRole('button', { name: `Add note for ${name}` }).click();
  await page.getByRole('textbox', { name: `Note for ${name}` }).fill('Left a voicemail, call back Tuesday');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Left a voicemail, call back Tuesday')).toBeVisible();

  const filter = page.getByRole('combobox', { name: 'Status', exact: true });
  await filter.selectOption({ label: 'Interested (0)' });
  await expect(page.getByText('No physicians with this status')).toBeVisible();
  await filter.selectOption({ label: 'Contacted (1)' });
  await expect(page.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('contacted');
  // Reloaded from the server: the status and note were stored.
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('contacted');
  await expect(page.getByText('Left a voicemail, call back Tuesday')).toBeVisible();

  await page.goto('/search');
  const again = page.getByRole('article', { name });
  await expect(again.getByText(/In your lists: /)).toContainText(listName);
});
