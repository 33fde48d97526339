import { expect, test } from './support/contract-test';
import { codeIn, latestMailTo } from './support/mail';

test('a visitor signs up, confirms with the mailed code, logs in, searches and logs out', async ({ page }) => {
  const email = `recruiter-${Date.now()}@example.com`;
  const password = 'journey-pass-123';

  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  const submit = page.getByRole('button', { name: /sign up|create account/i });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await submit.click();

  await expect(page).toHaveURL(/\/check-email-confirmation/);
  await expect(page.getByText(email)).toBeVisible();
  const code = codeIn(await latestMailTo(email));
  await page.getByLabel(/verification code/i).fill(code);
  await page.getByRole('button', { name: /confirm/i }).click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log in/i }).click();

  await expect(page).toHaveURL(/\/search/);
  // A free account sees the first 20 of the exact total, and the upsell instead of the header.
  await expect(page.getByText('Unlock all 300 results!')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);

  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).or(page.getByRole('button', { name: /sign out/i })).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /log in/i }).first()).toBeVisible();
});
