import { type Page, expect } from '@playwright/test';

/** The seeded premium recruiter (scripts/local/seed.ts defaults). */
export const recruiter = { email: 'recruiter@example.com', password: 'recruiter-pass-123' };
export const admin = { email: 'admin@example.com', password: 'admin-pass-123' };
export const demo = { email: 'demo@example.com', password: 'demo-pass-123' };

export const logIn = async (page: Page, user: { email: string; password: string }, returnTo = '/search') => {
  await page.goto(`/login?return_to=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(new RegExp(returnTo.replace(/[?]/g, '\\?')));
};
