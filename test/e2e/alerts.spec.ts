import { randomUUID } from 'node:crypto';
import { type Browser, type Page, expect, test } from './support/contract-test';
import { latestLinkMailedTo, latestMailTo, mailsTo } from './support/mail';
import { admin, logIn, recruiter } from './support/session';

const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/** Digests to the recruiter that name `lastName`, after running every enabled alert on the local stack (its schedule, on demand). */
const digestsNaming = async (page: Page, lastName: string) => {
  const run = await page.request.post('/_local/alerts/run?all=1');
  expect(run.ok()).toBe(true);
  return (await mailsTo(recruiter.email, 0)).filter((m) => m.subject.includes('saved search') && (m.body.text ?? '').includes(lastName));
};

const submitResume = async (page: Page, lastName: string, email: string) => {
  await page.goto('/submit-resume');
  await page.getByLabel('First Name').fill('Alerta');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Physician Title').fill('Attending Physician');
  await page.getByLabel('Company Name').fill('Alert General Hospital');
  const specialty = page.getByLabel('Specialty', { exact: true });
  await expect(specialty.locator('option', { hasText: 'Cardiology' })).toHaveCount(1);
  await specialty.selectOption({ label: 'Cardiology' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(617) 555-0142');
  await page.getByLabel('City').fill('Boston');
  await page.getByLabel('State').selectOption('MA');
  await page.getByRole('button', { name: 'Submit Resume' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await page.goto(await latestLinkMailedTo(email, '/confirm-submission'));
  await page.getByRole('button', { name: 'Confirm my submission' }).click();
  await expect(page.getByText('Thank you, your resume is confirmed and will be reviewed.')).toBeVisible();
};

test('save a search with daily alerts → an admin approves a matching resume → the digest arrives → its unsubscribe link turns the alerts off', async ({ browser }) => {
  test.setTimeout(150_000);
  const lastName = `Alerted${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`;
  const email = `alerted-${randomUUID()}@example.com`;
  const searchName = `New ${lastName}`;

  // The recruiter saves a search for the name and turns daily alerts on in the Saved Searches panel.
  const recruiterPage = await newPage(browser);
  await logIn(recruiterPage, recruiter, `/search?query=${lastName}`);
  await recruiterPage.getByRole('button', { name: 'Save Search' }).click();
  const saveDialog = recruiterPage.getByRole('dialog', { name: 'Save Search' });
  await saveDialog.getByRole('textbox', { name: 'Search name' }).fill(searchName);
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(recruiterPage.getByText('Search saved').first()).toBeVisible();
  await recruiterPage.getByRole('button', { name: 'Saved Searches' }).first().click();
  const panel = recruiterPage.getByRole('dialog', { name: 'Saved Searches' });
  const item = panel.locator('li').filter({ has: recruiterPage.getByRole('heading', { name: searchName }) });
  const alerts = item.getByRole('combobox', { name: 'Email alerts' });
  await expect(alerts).toBeEnabled();
  await alerts.selectOption('daily');
  await expect(recruiterPage.getByText('Daily alerts on').first()).toBeVisible();
  await expect(item.getByText('No digest yet')).toBeVisible();

  // A matching physician is published: a resume, confirmed, approved by an admin.
  const physician = await newPage(browser);
  await submitResume(physician, lastName, email);
  const adminPage = await newPage(browser);
  await logIn(adminPage, admin, '/admin-dashboard');
  await adminPage.getByRole('button', { name: `Approve Alerta ${lastName}` }).click();
  await expect(adminPage.getByText('Resume Approved').first()).toBeVisible();

  // Searchable first: right after start the local stream poller may still be working through the seed's
  // records, longer than the local index lag (5 s) that a run's window allows for.
  await expect
    .poll(async () => ((await (await recruiterPage.request.get(`/api/physicians?query=${lastName}`)).json()) as { total: number }).total, { timeout: 60_000 })
    .toBe(1);
  // The run after the index lag mails one digest, with the name, a link to the profile and one to stop the alerts.
  await expect.poll(async () => (await digestsNaming(recruiterPage, lastName)).length, { timeout: 40_000, intervals: [1000] }).toBe(1);
  const [digest] = await digestsNaming(recruiterPage, lastName);
  expect(digest?.subject).toBe('1 new physician matches your saved search');
  // Who, then their specialty and place, then the link.
  expect(digest?.body.text).toMatch(new RegExp(`- Alerta ${lastName}, [^:\\n]+: https?://\\S+/physicians/\\S+`));
  expect(digest?.body.html).toContain(`Alerta ${lastName}</a>`);
  const unsubscribe = /https?:\/\/\S+\/alerts\/unsubscribe\?token=\S+/.exec(digest?.body.text ?? '')?.[0];
  expect(unsubscribe).toBeDefined();

  // The link works without signing in; opening it only asks.
  const stranger = await newPage(browser);
  await stranger.goto(unsubscribe as string);
  await expect(stranger.getByText(/Stop the email alerts for this saved search\?/)).toBeVisible();
  await stranger.getByRole('button', { name: 'Turn off alerts' }).click();
  await expect(stranger.getByText(/Alerts are off/)).toBeVisible();

  await recruiterPage.reload();
  await recruiterPage.getByRole('button', { name: 'Saved Searches' }).first().click();
  const after = recruiterPage.getByRole('dialog', { name: 'Saved Searches' }).locator('li').filter({ has: recruiterPage.getByRole('heading', { name: searchName }) });
  await expect(after.getByRole('combobox', { name: 'Email alerts' })).toHaveValue('off');
  await expect(after.getByText(/Last digest /)).toBeVisible();

  // Leave the directory as it was (other journeys count the seeded total): the physician asks for removal.
  await physician.goto('/remove-info');
  await physician.getByLabel('Email Address').fill(email);
  await physician.getByRole('button', { name: 'Request Removal' }).click();
  await expect(physician.getByText('Verification Email Sent')).toBeVisible();
  const link = /https?:\/\/\S+\/confirm-removal\?token=[A-Za-z0-9_%-]+/.exec((await latestMailTo(email)).body.text ?? '')?.[0];
  await physician.goto(link as string);
  await physician.getByRole('button', { name: 'Remove my information' }).click();
  await expect(physician.getByText('Information Successfully Removed')).toBeVisible();
});
