import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from './support/sign-up';

test('free search → upgrade through the local checkout → full results and contact reveal → Manage Billing → cancel → free again', async ({ page }) => {
  await signUpAndLogIn(page, 'upgrader');

  // Free: 20 of the exact total, and the upsell.
  await expect(page.getByText('Unlock all 300 results!')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);

  // Upgrade to the Annual plan through the simulator's checkout page.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe Annually' }).click();
  await expect(page).toHaveURL(/\/_local\/stripe\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Subscription Activated!' })).toBeVisible({ timeout: 20_000 });

  // Subscribed: full pages, the header, and a contact reveal.
  await page.getByRole('link', { name: 'Explore Physician Directory' }).click();
  await expect(page.getByText('Showing 1-25 of 300 results')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(25);
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'View Email' }) }).first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const pinned = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await pinned.getByRole('button', { name: 'View Email' }).click();
  await pinned.getByRole('button', { name: 'Reveal Email' }).click();
  await expect(pinned.getByRole('button', { name: /@/ })).toBeVisible();

  // Manage Billing opens the portal; cancelling returns the account to free.
  await page.goto('/account?tab=subscription');
  await expect(page.getByText('Annual Plan').first()).toBeVisible();
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/_local\/stripe\/portal\//);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('link', { name: 'Return to account' }).click();
  await expect(page).toHaveURL(/\/account/);
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByText('No Active Subscription')).toBeVisible({ timeout: 20_000 });

  await page.goto('/search');
  await expect(page.getByText('Unlock all 300 results!')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);
});
