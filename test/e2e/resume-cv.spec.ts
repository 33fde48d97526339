import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { npiCheckDigit } from '../../functions/core/npi';
import { CV_REFUSED } from '../../functions/core/schemas/cv';
import { type Browser, type Page, expect, test } from './support/contract-test';
import { expectAccessible } from './support/axe';
import { latestLinkMailedTo, latestMailTo } from './support/mail';
import { fillResumeBasics } from './support/resume-form';
import { admin, logIn } from './support/session';

const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/** A small but real PDF, and a text file renamed .pdf that only its name calls one. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const NOT_A_PDF = Buffer.from('MZ this is no PDF, whatever its name says');

/** An NPI with a valid check digit that no seeded profile holds (the seed's are not in the 19… range this picks from). */
const freshNpi = () => {
  const base = `19${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return `${base}${npiCheckDigit(base)}`;
};

/*
 * Issue 25 item 5 end to end: a physician fills the new fields and attaches a
 * CV (a renamed non-PDF is refused by the server's look at its bytes), confirms
 * by the mailed link; an admin reads the whole submission, downloads the very
 * bytes and approves. The new profile is removed by its email link at the end,
 * so the seeded total other journeys count on is the same after.
 */
test('resume with NPI, practice details and a CV → confirmed by mail → admin reads every field, downloads the CV, approves', async ({ browser }) => {
  test.setTimeout(120_000);
  const lastName = `Cv${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`;
  const fullName = `Journey ${lastName}`;
  const email = `resume-cv-${randomUUID()}@example.com`;
  const npi = freshNpi();

  const physician = await newPage(browser);
  await fillResumeBasics(physician, { lastName, company: 'Upload General Hospital', email });
  await physician.getByLabel('State', { exact: true }).selectOption('MA');

  // The NPI's check digit is checked in the browser before anything is sent.
  const npiField = physician.getByLabel('NPI', { exact: true });
  await npiField.fill(`${npi.slice(0, 9)}${(Number(npi[9]) + 1) % 10}`);
  await physician.getByLabel('ZIP Code').fill('02115');
  await physician.getByLabel('Graduation Year').fill('2004');
  await physician.getByLabel('Medical Licenses', { exact: true }).selectOption('MA');
  await physician.getByLabel('Medical Licenses', { exact: true }).selectOption('NY');
  // By keyboard: typed, then Enter adds the tag.
  await physician.getByLabel('Board Certifications', { exact: true }).fill('Cardiovascular Disease');
  await physician.getByLabel('Board Certifications', { exact: true }).press('Enter');
  await physician.getByLabel('Languages', { exact: true }).fill('Spanish, French');
  await physician.getByLabel('Languages', { exact: true }).press('Enter');
  await physician.getByRole('button', { name: 'Submit Resume' }).click();
  await expect(physician.getByText('Enter a 10-digit NPI with a valid check digit')).toBeVisible();
  await npiField.fill(npi);

  // A file of another type is refused before it is sent.
  const cvInput = physician.getByLabel('CV (optional)');
  await cvInput.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(physician.getByText(CV_REFUSED)).toBeVisible();
  // A renamed non-PDF passes the name check and uploads, but the server reads its bytes and refuses it at the field.
  await cvInput.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: NOT_A_PDF });
  await expect(physician.getByText(/cv\.pdf.*is attached/)).toBeVisible();
  await physician.getByRole('button', { name: 'Submit Resume' }).click();
  await expect(physician.getByText(CV_REFUSED)).toBeVisible();
  await expect(cvInput).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(physician, '/submit-resume with field errors');

  // The real PDF replaces it.
  await cvInput.setInputFiles({ name: 'journey-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(physician.getByText(/journey-cv\.pdf.*is attached/)).toBeVisible();
  await expect(physician.getByText(CV_REFUSED)).toHaveCount(0);
  await physician.getByRole('button', { name: 'Submit Resume' }).click();
  await expect(physician).toHaveURL(/\/success$/);
  await physician.goto(await latestLinkMailedTo(email, '/confirm-submission'));
  await physician.getByRole('button', { name: 'Confirm my submission' }).click();
  await expect(physician.getByText('Thank you, your resume is confirmed and will be reviewed.')).toBeVisible();

  // The admin reads the whole submission before deciding, by keyboard.
  const adminPage = await newPage(browser);
  await logIn(adminPage, admin, '/resume-approval');
  const show = adminPage.getByRole('button', { name: `Show details of ${fullName}` });
  await show.focus();
  await adminPage.keyboard.press('Enter');
  const details = adminPage.getByRole('region', { name: `Details of ${fullName}` });
  const value = (label: string) => details.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(value('NPI')).toHaveText(npi);
  await expect(value('ZIP code')).toHaveText('02115');
  await expect(value('License states')).toHaveText('MA, NY');
  await expect(value('Board certifications')).toHaveText('Cardiovascular Disease');
  await expect(value('Languages')).toHaveText('Spanish, French');
  await expect(value('Graduation year')).toHaveText('2004');
  await expectAccessible(adminPage, '/resume-approval with a submission open');

  // The CV comes back byte for byte, through a link asked for on the click.
  const [download] = await Promise.all([adminPage.waitForEvent('download'), details.getByRole('button', { name: `Download CV of ${fullName}` }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);

  await adminPage.getByRole('button', { name: `Approve ${fullName}` }).click();
  await expect(adminPage.getByText('Resume Approved').first()).toBeVisible();
  await expect(adminPage.getByRole('button', { name: `Approve ${fullName}` })).toHaveCount(0);

  // The profile leaves again by its email link, so the directory is as other journeys expect it.
  await physician.goto('/remove-info');
  await physician.getByLabel('Email Address').fill(email);
  await physician.getByRole('button', { name: 'Request Removal' }).click();
  await expect(physician.getByText('Verification Email Sent')).toBeVisible();
  const link = /https?:\/\/\S+\/confirm-removal\?token=[A-Za-z0-9_%-]+/.exec((await latestMailTo(email)).body.text ?? '')?.[0];
  expect(link).toBeDefined();
  await physician.goto(link as string);
  await physician.getByRole('button', { name: 'Remove my information' }).click();
  await expect(physician.getByText('Information Successfully Removed')).toBeVisible();
});
