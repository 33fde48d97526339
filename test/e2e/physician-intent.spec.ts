import { readFileSync } from 'node:fs';
import { generatePhysicians } from '../../scripts/seed/physicians';
import { expectAccessible } from './support/axe';
import { type Browser, expect, type Page, test } from './support/contract-test';
import { latestLinkMailedTo, mailsTo } from './support/mail';
import { logIn, recruiter } from './support/session';

/*
 * Issue 25, Done-when: a physician proves control by mail, corrects a phone,
 * opts in as open to locums in TX and AZ from next March, uploads a CV; a recruiter filters
 * "open to opportunities" + preferred state AZ, finds them with the badge (and,
 * on the profile, "CV on file", which a paid plan downloads) and
 * gets them in a digest; the physician withdraws consent and leaves that
 * filter. A seeded physician none of the other journeys use.
 */
const physician = generatePhysicians(300, 42)
  .reverse()
  .filter((p) => p.personalEmail && p.phone)[4];

/** A small real PDF: what a physician would upload. */
const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();
const filters = (page: Page) => page.getByRole('complementary', { name: 'Search filters' });
/** The first of March after today: "from next March". */
const nextMarch = (): string => {
  const now = new Date();
  return `${now.getUTCMonth() >= 2 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()}-03-01`;
};

test('intent: mailed link → correct the phone → open to locums in TX and AZ → a CV → a recruiter finds them by filter, downloads the CV, gets the digest → withdrawn, gone', async ({ browser }) => {
  test.setTimeout(360_000);
  if (!physician?.personalEmail || !physician.phone) throw new Error('The seed has no fifth physician with an email and a phone');
  const email = physician.personalEmail;
  const name = `${physician.firstName} ${physician.lastName}`;
  const searchName = `Open in AZ ${Date.now()}`;

  // The recruiter sets the filters in the panel and saves them with daily alerts, before the physician opts in.
  const desk = await newPage(browser);
  await logIn(desk, recruiter);
  // The URL is the state and renders in a transition: click, then wait for it (check() wants the box ticked at once).
  const openBox = filters(desk).getByRole('checkbox', { name: 'Open to opportunities' });
  await openBox.click();
  await expect(desk).toHaveURL(/openToWork=true/);
  await expect(openBox).toBeChecked();
  await filters(desk).getByLabel('Preferred state').selectOption('AZ');
  await expect(desk).toHaveURL(/preferredState=AZ/);
  await expect(desk.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove Prefers: AZ' })).toBeVisible();
  await expectAccessible(desk, '/search (intent filters)');
  await desk.getByRole('button', { name: 'Save Search' }).click();
  const saveDialog = desk.getByRole('dialog', { name: 'Save Search' });
  await saveDialog.getByRole('textbox', { name: 'Search name' }).fill(searchName);
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('Search saved').first()).toBeVisible();
  await desk.getByRole('button', { name: 'Saved Searches' }).first().click();
  const panel = desk.getByRole('dialog', { name: 'Saved Searches' });
  const item = panel.locator('li').filter({ has: desk.getByRole('heading', { name: searchName }) });
  await item.getByRole('combobox', { name: 'Email alerts' }).selectOption('daily');
  await expect(desk.getByText('Daily alerts on').first()).toBeVisible();
  await desk.keyboard.press('Escape');

  // The physician proves control by mail.
  const own = await newPage(browser);
  const mailsBefore = (await mailsTo(email, 0)).length;
  await own.goto('/manage-profile');
  await own.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await own.getByRole('button', { name: 'Email me a link' }).click();
  await expect(own.getByRole('status')).toContainText('If we hold a profile under what you entered');
  await mailsTo(email, mailsBefore + 1);
  await own.goto(await latestLinkMailedTo(email, '/manage-profile/confirm'));
  await own.getByRole('button', { name: 'Open my profile' }).click();
  await expect(own).toHaveURL(/\/my-profile$/);

  // Corrects the phone: stored at once, masked, not verified.
  const phone = own.getByRole('form', { name: 'Replace a phone number' });
  await phone.getByRole('textbox', { name: /^New phone number/ }).fill('(602) 555-0163');
  await phone.getByRole('button', { name: 'Save phone number' }).click();
  await expect(own.getByRole('switch', { name: 'Hide phone •••• 63 from recruiters' })).toBeVisible();

  // Opts in: open to locums in TX and AZ from next March.
  // The label wraps the select, so its options are part of the name: find the status select by its options.
  await own.getByRole('combobox').filter({ has: own.locator('option[value="not_looking"]') }).selectOption('open');
  await own.getByRole('textbox', { name: /^Preferred states/ }).fill('TX, AZ');
  await own.getByRole('checkbox', { name: 'Locums' }).check();
  await own.getByLabel('Available from').fill(nextMarch());
  await own.getByRole('checkbox', { name: /^I agree that recruiters/ }).check();
  await own.getByRole('button', { name: 'Save and agree' }).click();
  await expect(own.getByText(/Recruiters see this until/)).toBeVisible();
  await expect(own.getByRole('button', { name: 'Withdraw consent and delete' })).toBeVisible();
  // Uploads a CV: a small real PDF, through the presigned PUT; the page then says what is on file.
  const cvSection = own.getByRole('region', { name: 'Your CV' });
  await cvSection.getByLabel(/^Upload your CV/).setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await cvSection.getByRole('button', { name: 'Upload CV' }).click();
  await expect(cvSection.getByText(/^On file: /)).toContainText('PDF');
  await expect(cvSection.getByRole('button', { name: 'Delete CV' })).toBeVisible();
  await expectAccessible(own, '/my-profile (CV on file)');

  // The recruiter's filter finds them, with the badge.
  const card = desk.getByRole('article').filter({ hasText: name });
  // The stream indexes the opt-in shortly after: reload until it is in (each reload waits for its results first).
  const settled = desk.getByText(/Showing \d+-\d+ of \d+ results?|No physicians found matching your criteria/).first();
  await expect(async () => {
    await desk.reload();
    await expect(settled).toBeVisible({ timeout: 30_000 });
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 120_000 });
  await expect(card.getByText('Open to opportunities')).toBeVisible();
  // Open to work first, by keyboard from the sort menu (its second option): the URL keeps it, the page stays accessible.
  const sortMenu = desk.getByRole('combobox', { name: 'Sort by' });
  await sortMenu.focus();
  await desk.keyboard.press('ArrowDown');
  await expect(desk).toHaveURL(/sortKey=intent/);
  await expect(sortMenu).toHaveValue('intent:asc');
  await expect(desk.getByRole('article').first().getByText(/Open to opportunities|Actively looking/).first()).toBeVisible();
  await expectAccessible(desk, '/search (open to work first)');

  // The recruiter (a paid plan) sees "CV on file" on the profile and downloads it: one contact reveal.
  const href = await card.getByRole('link', { name: `View profile of ${name}` }).getAttribute('href');
  const profile = await desk.context().newPage();
  await profile.goto(href ?? '/');
  await expect(profile.getByText('CV on file. Each download counts as one contact reveal.')).toBeVisible();
  const download = profile.waitForEvent('download');
  await profile.getByRole('button', { name: 'Download CV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^CV .+\.pdf$/);
  expect(readFileSync((await file.path()) as string).subarray(0, 5).toString()).toBe('%PDF-');
  await profile.close();

  // ...and in a digest, once: the local schedule on demand, until the index lag has passed.
  await expect(async () => {
    const run = await desk.request.post('/_local/alerts/run?all=1');
    expect(run.ok()).toBe(true);
    const digests = (await mailsTo(recruiter.email, 0)).filter((m) => m.subject.includes('saved search') && (m.body.text ?? '').includes(searchName));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.body.text ?? '').toContain(name);
  }).toPass({ timeout: 45_000 });

  // The physician withdraws consent and leaves the filter.
  await own.getByRole('button', { name: 'Withdraw consent and delete' }).click();
  await expect(own.getByText('Recruiters see nothing of this unless you agree below.')).toBeVisible();
  await expect(async () => {
    await desk.reload();
    await expect(settled).toBeVisible({ timeout: 30_000 });
    await expect(card).toHaveCount(0);
  }).toPass({ timeout: 120_000 });
});
