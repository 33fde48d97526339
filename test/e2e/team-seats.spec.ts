import { expect, test } from './support/contract-test';
import { expectAccessible } from './support/axe';
import { signUpAndLogIn } from './support/sign-up';

/**
 * Issue 26's journey, its first piece: an owner buys 3 seats of the team plan
 * in the simulator's checkout, and Account → Team shows them once Stripe's
 * webhook confirms the payment; the pages pass axe.
 */
test('an owner buys 3 seats of the team plan and Account → Team shows 3 paid seats', async ({ page }) => {
  await signUpAndLogIn(page, 'team-owner');
  await page.goto('/account?tab=team');
  const panel = page.getByRole('tabpanel', { name: 'Team' });
  const form = panel.getByRole('form', { name: 'Buy the team plan' });
  await expect(form).toBeVisible();
  await expectAccessible(page, 'Account → Team, no team');

  await form.getByLabel('Team name').fill('Group practice desk');
  await form.getByLabel('Seats').fill('3');
  await expect(form.getByText('3 seats × $1,799 = $5,397 per year')).toBeVisible();
  await form.getByRole('button', { name: 'Buy seats' }).click();

  await expect(page).toHaveURL(/\/_local\/stripe\/checkout\//);
  await expect(page.getByText('3 seats × $1,799 = $5,397 per year')).toBeVisible();
  await expectAccessible(page, 'the simulator checkout');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/account\?tab=team&checkout=done/);
  const team = page.getByRole('tabpanel', { name: 'Team' });
  await expect(team.getByText(/Seats: 1 used, 0 invited, 3 paid on the team plan/)).toBeVisible({ timeout: 20_000 });
  await expect(team.getByRole('form', { name: 'Add seats' })).toBeVisible();
  await expectAccessible(page, 'Account → Team, 3 seats');
});
