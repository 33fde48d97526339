import { readFile } from 'node:fs/promises';
import { generatePhysicians } from '../../scripts/seed/physicians';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/contract-test';
import { latestLinkMailedTo, mailsTo } from './support/mail';
import { admin, logIn } from './support/session';

/*
 * Issue 25, second slice: a physician proves control by mail, corrects their
 * title, replaces their phone (stored unverified); an admin then finds both
 * changes and reverts them, which the physician's page shows. A seeded
 * physician other than manage-profile.spec.ts's; the reverts leave the
 * directory as it was for other journeys.
 */
const physician = generatePhysicians(300, 42)
  .reverse()
  .filter((p) => p.personalEmail && p.phone)[1];

test('corrections: mailed link → correct the title → replace the phone → an admin reverts both', async ({ page }) => {
  test.setTimeout(120_000);
  if (!physician?.personalEmail || !physician.phone) throw new Error('The seed has no second physician with an email and a phone');
  const email = physician.personalEmail;
  const mailsBefore = (await mailsTo(email, 0)).length;

  await page.goto('/manage-profile');
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If we hold a profile under what you entered');
  await mailsTo(email, mailsBefore + 1);
  await page.goto(await latestLinkMailedTo(email, '/manage-profile/confirm'));
  await page.getByRole('button', { name: 'Open my profile' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);

  // Correct the title: saved, marked as given by the physician, logged.
  const correct = page.getByRole('form', { name: 'Correct your profile' });
  await correct.getByRole('textbox', { name: /^Title/ }).fill('DO, FACP');
  await correct.getByRole('button', { name: 'Save corrections' }).click();
  await expect(correct.getByText('corrected by you')).toBeVisible();
  await expect(page.getByText(/Corrected \(title\)/)).toBeVisible();

  // Replace the phone: stored at once, masked on the page, not verified.
  const phone = page.getByRole('form', { name: 'Replace a phone number' });
  await phone.getByRole('textbox', { name: /^New phone number/ }).fill('(512) 555-0187');
  await phone.getByRole('button', { name: 'Save phone number' }).click();
  const phoneSwitch = page.getByRole('switch', { name: 'Hide phone •••• 87 from recruiters' });
  await expect(phoneSwitch).toBeVisible();
  await expect(page.getByText(/Given by you .* · not verified/).first()).toBeVisible();
  expect((await page.getByRole('main').textContent()) ?? '').not.toContain('555-0187');
  await expectAccessible(page, '/my-profile (after corrections)');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download everything (JSON)' }).click()]);
  const { physicianId } = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { physicianId: string };
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText(/Your profile session has ended/)).toBeVisible();

  // The admin finds both changes and reverts them, newest first.
  await logIn(page, admin, '/admin-dashboard');
  await page.goto(`/profile-changes?physician=${physicianId}`);
  await expect(page.getByRole('heading', { level: 1, name: "Physicians' Own Changes" })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Revert: / })).toHaveCount(2);
  await expectAccessible(page, '/profile-changes');
  await page.getByRole('button', { name: 'Revert: Phone, Replaced' }).click();
  await expect(page.getByRole('button', { name: /^Revert: / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Revert: Title, Corrected' }).click();
  await expect(page.getByRole('button', { name: /^Revert: / })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Reverted by an admin' })).toHaveCount(2);
});
