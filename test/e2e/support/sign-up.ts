import { type Page, expect } from '@playwright/test';
import { codeIn, latestMailTo } from './mail';

/** Signs a new visitor up, confirms with the mailed code and logs in; returns the credentials. */
export const signUpAndLogIn = async (page: Page, prefix: string): Promise<{ email: string; password: string }> => {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = 'journey-pass-123';
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/check-email-confirmation/);
  await page.getByLabel(/verification code/i).fill(codeIn(await latestMailTo(email)));
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/search/);
  return { email, password };
};
