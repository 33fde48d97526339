import { randomUUID } from 'node:crypto';
import { type Browser, type Page, expect, test } from './support/contract-test';
import { latestLinkMailedTo, latestMailTo } from './support/mail';
import { fillResumeBasics } from './support/resume-form';
import { admin, logIn, recruiter } from './support/session';


const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/*
 * One physician's whole life in the directory, so the seeded total (which
 * other journeys count on) is the same before and after: a resume is
 * submitted and confirmed from the mailed link, an admin approves it, a recruiter finds it and lists it, then
 * the physician asks for removal by email and it is gone from search and
 * from the recruiter's list.
 */
test('submit a resume → confirm it from the mail → admin approves → recruiter finds and lists it → removal by email link → gone from search and the list', async ({ browser }) => {
  test.setTimeout(120_000);
  const lastName = `Lifecycle${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`;
  const fullName = `Journey ${lastName}`;
  const email = `journey-${randomUUID()}@example.com`;

  // A physician submits a resume.
  const physician = await newPage(browser);
  await fillResumeBasics(physician, { lastName, company: 'Lifecycle General Hospital', email });
  await physician.getByLabel('State').selectOption('MA');
  await physician.getByLabel('LinkedIn URL (optional)').fill('linkedin.com/in/journey');
  await physician.getByRole('button', { name: 'Submit Resume' }).click();
  await expect(physician).toHaveURL(/\/success$/);
  await expect(physician.getByText('Resume Submitted!')).toBeVisible();
  await expect(physician.getByText(/sent a link to your email address/)).toBeVisible();

  // Nothing reaches the admins until the address confirms: opening the link alone does not, the button does.
  await physician.goto(await latestLinkMailedTo(email, '/confirm-submission'));
  await physician.getByRole('button', { name: 'Confirm my submission' }).click();
  await expect(physician.getByText('Thank you, your resume is confirmed and will be reviewed.')).toBeVisible();

  // An admin approves it from the dashboard.
  const adminPage = await newPage(browser);
  await logIn(adminPage, admin, '/admin-dashboard');
  await adminPage.getByRole('button', { name: `Approve ${fullName}` }).click();
  await expect(adminPage.getByText('Resume Approved').first()).toBeVisible();
  await expect(adminPage.getByRole('button', { name: `Approve ${fullName}` })).toHaveCount(0);

  // A recruiter finds the new profile and puts it on a list.
  const recruiterPage = await newPage(browser);
  await logIn(recruiterPage, recruiter);
  await recruiterPage.goto(`/search?query=${lastName}`);
  const card = recruiterPage.getByRole('article').filter({ hasText: lastName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Cardiology');
  await card.getByRole('checkbox').check();
  await recruiterPage.getByRole('button', { name: 'Add to List (1)' }).click();
  const dialog = recruiterPage.getByRole('dialog', { name: 'Add to Physician List' });
  const listName = `Lifecycle ${Date.now()}`;
  const newMode = dialog.getByRole('radio', { name: 'Create new list' });
  if (await newMode.isEnabled()) await newMode.check();
  await dialog.getByRole('textbox', { name: 'List name' }).fill(listName);
  await dialog.getByRole('button', { name: 'Create List' }).click();
  await expect(recruiterPage.getByText('List Created').first()).toBeVisible();

  // The physician asks for removal and confirms from the mail.
  await physician.goto('/remove-info');
  await physician.getByLabel('Email Address').fill(email);
  await physician.getByRole('button', { name: 'Request Removal' }).click();
  await expect(physician.getByText('Verification Email Sent')).toBeVisible();
  const mail = await latestMailTo(email);
  const link = /https?:\/\/\S+\/confirm-removal\?token=[A-Za-z0-9_%-]+/.exec(mail.body.text ?? '')?.[0];
  expect(link).toBeDefined();
  await physician.goto(link as string);
  // Opening the link only asks (mail scanners open links too): the profile goes with the click.
  await expect(physician.getByRole('heading', { name: 'Remove Your Information?' })).toBeVisible();
  await physician.getByRole('button', { name: 'Remove my information' }).click();
  await expect(physician.getByText('Information Successfully Removed')).toBeVisible();
  // The link works once.
  await physician.reload();
  await physician.getByRole('button', { name: 'Remove my information' }).click();
  await expect(physician.getByText('Error Processing Request')).toBeVisible();

  // Gone from search and from the recruiter's list.
  await recruiterPage.goto(`/search?query=${lastName}`);
  await expect(recruiterPage.getByText(/No (physicians|results)/i).first()).toBeVisible();
  await expect(recruiterPage.getByRole('article').filter({ hasText: lastName })).toHaveCount(0);
  await recruiterPage.goto('/lists');
  await recruiterPage.getByRole('link', { name: `View List ${listName}` }).click();
  await expect(recruiterPage.getByRole('button', { name: /^Remove .* from list$/ })).toHaveCount(0);
  await expect(recruiterPage.getByText(lastName)).toHaveCount(0);
});
