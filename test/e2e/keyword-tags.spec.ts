import { expect, test } from './support/contract-test';

/** Issue 14 item 2: several keyword tags used to be read as a first + last name and found nobody. */
test('a visitor types two keyword tags and sees physicians who match both', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText('Unlock all 300 results!')).toBeVisible();

  const keywords = page.getByRole('textbox', { name: 'Keywords' });
  for (const tag of ['cardiology', 'Leadership']) {
    await keywords.fill(tag);
    await keywords.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Keywords tags' }).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/query=cardiology(\+|%20)Leadership/);

  await expect(page.getByText('No physicians found matching your criteria.')).toHaveCount(0);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Fewer than everyone, and each card shows cardiology somewhere (specialty or a skill badge).
  await expect(page.getByText('Unlock all 300 results!')).toHaveCount(0);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText(/cardiolog/i);
});
