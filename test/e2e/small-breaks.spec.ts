import { holdAppStart } from './support/app-start';
import { expect, test } from './support/contract-test';
import { logIn, recruiter } from './support/session';

test('the chosen theme is kept in localStorage "theme" and applied by index.html before the app starts', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // A tap on the prerendered page before the app holds it is kept and played once it does, not lost or half-done.
  let app = await holdAppStart(page);
  await page.goto('/');
  await app.asked;
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  const chooser = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
  await chooser.getByText('Dark').click();
  await expect(chooser.getByRole('radio', { name: 'System' })).toBeChecked();
  app.start();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(chooser.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await page.evaluate('localStorage.getItem("theme")')).toBe('dark');

  // With the app's scripts blocked, only the inline script (allowed by the CSP's hash) can set it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.unroute('**/assets/*.js');

  // The prerendered radios show System ticked whatever is stored: the tap must still count once the app shows Dark.
  // This time the entry itself is held back, so the boot module holds the tap and hands it to the entry.
  app = await holdAppStart(page, 'entry');
  await page.goto('/');
  await app.asked;
  await chooser.getByText('System').click();
  app.start();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(chooser.getByRole('radio', { name: 'System' })).toBeChecked();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
});

test('at 390 px the list detail does not scroll sideways and keeps dates on one line; Undo brings a removed physician back', async ({ page }) => {
  await logIn(page, recruiter);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 2; i++) {
    names.push(((await cards.nth(i).getByRole('heading').textContent()) ?? '').trim());
    await cards.nth(i).getByRole('checkbox').first().check();
  }
  await page.getByRole('button', { name: 'Add to List (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Physician List' });
  const listName = `Phone ${Date.now()}`;
  const newMode = dialog.getByRole('radio', { name: 'Create new list' });
  if (await newMode.isEnabled()) await newMode.check();
  await dialog.getByRole('textbox', { name: 'List name' }).fill(listName);
  await dialog.getByRole('button', { name: 'Create List' }).click();
  await expect(page.getByText('List Created').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/physician-list');
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  const dates = page.getByText(/^Added [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(dates).toHaveCount(2);
  for (const date of await dates.all()) expect((await date.boundingBox())?.height).toBeLessThan(28);
  for (const button of await page.getByRole('button', { name: /^Remove .* from list$/ }).all()) {
    const box = await button.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }

  const [, second] = names as [string, string];
  await page.getByRole('button', { name: `Remove ${second} from list` }).click();
  await expect(page.getByText(`Removed ${second} from ${listName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: second })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('link', { name: second })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove .* from list$/ })).toHaveCount(2);
});

test('at 390 px every account tab is on screen, none clipped', async ({ page }) => {
  await logIn(page, recruiter);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account');
  const tabs = page.getByRole('tablist', { name: 'Account settings' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const box = await tabs.nth(i).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
});
