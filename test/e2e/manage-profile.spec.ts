import { readFile } from 'node:fs/promises';
import { generatePhysicians } from '../../scripts/seed/physicians';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/contract-test';
import { latestLinkMailedTo, mailsTo } from './support/mail';

/*
 * Issue 25: a physician asks for a link by email, opens it with a click,
 * sees what is held (contacts masked), hides their phone from recruiters,
 * downloads everything as JSON and signs out. A seeded physician (the local
 * stack seeds 300 with seed 42) with an email and a phone; the phone is shown
 * again before the end, so other journeys find the directory as it was.
 */
const physician = generatePhysicians(300, 42)
  .reverse()
  .find((p) => p.personalEmail && p.phone);

test('manage my profile: mailed link → click → masked contacts → hide the phone → download JSON → sign out', async ({ page }) => {
  test.setTimeout(90_000);
  if (!physician?.personalEmail || !physician.phone) throw new Error('The seed has no physician with an email and a phone');
  const email = physician.personalEmail;
  const mailsBefore = (await mailsTo(email, 0)).length;

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Manage My Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage My Profile' })).toBeVisible();
  await expectAccessible(page, '/manage-profile');
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If we hold a profile under what you entered');

  // The link from the mail; opening it sends nothing until the click.
  await mailsTo(email, mailsBefore + 1);
  await page.goto(await latestLinkMailedTo(email, '/manage-profile/confirm'));
  const open = page.getByRole('button', { name: 'Open my profile' });
  await expect(open).toBeVisible();
  await expectAccessible(page, '/manage-profile/confirm');
  await open.click();

  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByText(`What our directory holds about ${physician.fullName}`)).toBeVisible();
  const phoneSwitch = page.getByRole('switch', { name: `Hide phone •••• ${physician.phone.slice(-2)} from recruiters` });
  await expect(phoneSwitch).toHaveAttribute('aria-checked', 'false');
  // Masked: neither the full address nor the full number is anywhere on the page.
  const text = (await page.getByRole('main').textContent()) ?? '';
  expect(text).not.toContain(email);
  expect(text).not.toContain(physician.phone);
  await expectAccessible(page, '/my-profile');

  await phoneSwitch.click();
  await expect(phoneSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(/Hidden from recruiters \(phone\)/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download everything (JSON)' }).click()]);
  const saved = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { profile: { fullName: string }; contacts: Array<{ field: string; hidden: boolean }> };
  expect(saved.profile.fullName).toBe(physician.fullName);
  expect(saved.contacts.find((c) => c.field === 'phone')?.hidden).toBe(true);

  // Shown again (reversible), then signed out: the session no longer opens the page.
  await phoneSwitch.click();
  await expect(phoneSwitch).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText(/Your profile session has ended/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Your profile session has ended/)).toBeVisible();
});
