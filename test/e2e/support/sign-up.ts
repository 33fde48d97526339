import { type Page, expect } from '@playwright/test';
import { codeIn, latestMailTo } from './mail';

/** Fills and sends the sign-up form for a new address; ends on the check-email page. */
export const signUp = async (page: Page, prefix: string): Promise<{ email: string; password: string }> => {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = 'journey-pass-123';
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/check-email-confirmation/);
  return { email, password };
};

/** On the check-email page: confirms with `code`, then logs in and lands on /search. */
export const confirmAndLogIn = async (page: Page, account: { email: string; password: string }, code: string): Promise<void> => {
  await page.getByLabel(/verification code/i).fill(code);
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/search/);
};

/** Signs a new visitor up, confirms with the mailed code and logs in; returns the credentials. */
export const signUpAndLogIn = async (page: Page, prefix: string): Promise<{ email: string; password: string }> => {
  const account = await signUp(page, prefix);
  await confirmAndLogIn(page, account, codeIn(await latestMailTo(account.email)));
  return account;
};
