import { expect, test } from './support/contract-test';
import { expectAccessible } from './support/axe';
import { admin, logIn, recruiter } from './support/session';

/** Issue 24 item 7: every page, signed out and in, cards and table, passes axe with no serious or critical violation. */

const publicPages = [
  '/', '/search', '/pricing', '/about', '/contact', '/terms', '/privacy', '/compliance', '/money-back-guarantee', '/specialties', '/directory/cardiology',
  '/submit-resume', '/remove-info', '/manage-profile', '/login', '/signup', '/forgot-password', '/alerts/unsubscribe', '/no-such-page',
];

test('public pages, signed out', async ({ page }) => {
  for (const path of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `${path} (signed out)`);
  }
});

test("a recruiter's pages: search as cards and as a table, a profile, lists, account", async ({ page }) => {
  await logIn(page, recruiter);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, '/search cards');
  await page.getByRole('toolbar', { name: 'Results actions' }).getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, '/search table');
  await page.getByRole('toolbar', { name: 'Results actions' }).getByRole('button', { name: 'Cards' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  const name = (await page.getByRole('article').first().getByRole('heading').textContent())?.trim() ?? '';
  await page.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page, 'a profile');
  for (const path of ['/lists', '/account', '/specialties']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
});

test("an admin's pages", async ({ page }) => {
  await logIn(page, admin, '/admin-dashboard');
  for (const path of ['/admin-dashboard', '/resume-approval', '/users', '/contact-reports']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
});
