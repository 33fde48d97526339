import { holdAppStart } from './support/app-start';
import { type Page, expect, test } from './support/contract-test';
import { signUpAndLogIn } from './support/sign-up';

const contactPath = /^\/api\/physicians\/[^/]+\/contact$/;

/** The signed-in user's id token, as the web sends it (Amplify keeps it in localStorage). */
const idTokenOf = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    // This runs in the page; the journeys' types have no DOM, so the little of Storage used is named here.
    const storage = (globalThis as unknown as { localStorage: { length: number; key(i: number): string | null; getItem(k: string): string | null } }).localStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken')) return storage.getItem(key);
    }
    return null;
  });

const openSubscriptionTab = async (page: Page) => {
  await page.goto('/account?tab=subscription');
  return page.getByRole('tabpanel', { name: 'Subscription' });
};

test('free search → upgrade through the local checkout → full results and contact reveal → cancel keeps access until the period end → resume → cancel and the period ends → free again', async ({ page }) => {
  await signUpAndLogIn(page, 'upgrader');

  // Free: 20 of the exact total, and the upsell.
  await expect(page.getByText('Unlock all 300 results!')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);

  // Upgrade to the Annual plan through the simulator's checkout page. The tap comes before the app has started (its
  // entry held back): the prerendered page holds it, and the app, which draws the page afresh for a signed-in
  // visitor, plays it on its own Subscribe Annually.
  const app = await holdAppStart(page, 'entry');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe Annually' }).click();
  await app.asked;
  await expect(page).toHaveURL(/\/pricing$/);
  app.start();
  await expect(page).toHaveURL(/\/_local\/stripe\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Subscription Activated!' })).toBeVisible({ timeout: 20_000 });

  // Subscribed: full pages, the header, and a contact reveal.
  await page.getByRole('link', { name: 'Explore Physician Directory' }).click();
  await expect(page.getByText('Showing 1-25 of 300 results')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(25);
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'View Email', disabled: false }) }).first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const pinned = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const revealed = page.waitForResponse((r) => r.request().method() === 'POST' && contactPath.test(new URL(r.url()).pathname));
  await pinned.getByRole('button', { name: 'View Email' }).click();
  const contactUrl = (await revealed).url();
  await expect(pinned.getByRole('button', { name: /@/ })).toBeVisible();

  // Manage Billing opens the portal; cancelling there ends the plan at the end of the paid year, not now.
  let panel = await openSubscriptionTab(page);
  await expect(panel.getByText('Annual Plan').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/_local\/stripe\/portal\//);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('status')).toContainText('canceled at the end of the billing period');
  await page.getByRole('link', { name: 'Return to account' }).click();
  await expect(page).toHaveURL(/\/account/);
  panel = await openSubscriptionTab(page);
  const nextYear = new Date().getFullYear() + 1;
  await expect(panel.getByText(new RegExp(`^Cancels on [A-Z][a-z]{2} \\d{1,2}, ${nextYear}$`))).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('Status', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('Active');

  // Access continues as the Terms promise: every result, and contact reveals.
  await page.goto('/search');
  await expect(page.getByText('Showing 1-25 of 300 results')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(25);
  const token = await idTokenOf(page);
  expect(token).toBeTruthy();
  const auth = { Authorization: `Bearer ${token}` };
  expect((await page.request.post(contactUrl, { headers: auth })).status()).toBe(200);

  // Resume: the account page leads to the portal, whose Renew withdraws the cancellation.
  panel = await openSubscriptionTab(page);
  await panel.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page).toHaveURL(/\/_local\/stripe\/portal\//);
  await page.getByRole('button', { name: 'Renew subscription' }).click();
  await expect(page.getByRole('status')).toContainText('renewed');
  await page.getByRole('link', { name: 'Return to account' }).click();
  await expect(page).toHaveURL(/\/account/);
  panel = await openSubscriptionTab(page);
  await expect(panel.getByText('Renews on')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(/Cancels on/)).toHaveCount(0);

  // Cancel again, and move the simulator's clock to the end of the period: Stripe ends the subscription then.
  await panel.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/_local\/stripe\/portal\//);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Renew subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Advance to period end' }).click();
  await expect(page.getByText('status canceled')).toBeVisible();
  await page.getByRole('link', { name: 'Return to account' }).click();
  await expect(page).toHaveURL(/\/account/);
  panel = await openSubscriptionTab(page);
  await expect(panel.getByText('No Active Subscription')).toBeVisible({ timeout: 20_000 });

  // Free again: 20 results, and the server refuses the reveal it allowed while subscribed.
  await page.goto('/search');
  await expect(page.getByRole('article')).toHaveCount(20);
  const refused = await page.request.post(contactUrl, { headers: auth });
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
});
