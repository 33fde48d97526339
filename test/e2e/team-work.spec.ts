import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './support/contract-test';
import { expectAccessible } from './support/axe';
import { latestLinkMailedTo } from './support/mail';
import { addToNewList, openList } from './support/lists';
import { signUpAndLogIn } from './support/sign-up';

/**
 * Issue 26's journey, the team's work: an owner buys 3 seats (team-seats.spec's
 * steps), invites two members who join through the mailed links; one adds a
 * physician to a list and shares it with the team, the other opens it and sets
 * a status, and the row names who changed it. Both reveal a contact: the
 * team's pool runs down by both. Member two exports the shared list as CSV:
 * the file holds its row and the team's export pool falls by it. The owner
 * sees who revealed and exported what in Account → Team → Activity, filters
 * it by member and downloads it as CSV.
 * Axe on each page.
 */

const buySeats = async (page: Page) => {
  await page.goto('/account?tab=team');
  const form = page.getByRole('tabpanel', { name: 'Team' }).getByRole('form', { name: 'Buy the team plan' });
  await form.getByLabel('Team name').fill('Shared desk');
  await form.getByLabel('Seats').fill('3');
  await form.getByRole('button', { name: 'Buy seats' }).click();
  await expect(page).toHaveURL(/\/_local\/stripe\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Team' }).getByText(/3 paid on the team plan/)).toBeVisible({ timeout: 20_000 });
};

const contactPath = /^\/api\/physicians\/[^/]+\/contact$/;

/** Reveals the email of the `nth` search card that offers one; returns the physician's name. */
const revealEmail = async (page: Page, nth: number): Promise<string> => {
  await page.goto('/search');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'View Email', disabled: false }) }).nth(nth);
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const pinned = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const revealed = page.waitForResponse((r) => r.request().method() === 'POST' && contactPath.test(new URL(r.url()).pathname));
  await pinned.getByRole('button', { name: 'View Email' }).click();
  expect((await revealed).status()).toBe(200);
  await expect(pinned.getByRole('button', { name: /@/ })).toBeVisible();
  return name;
};

/** A team meter on Account → Exports ("Team contact reveals", "Team export rows"): [left, cap], as the page shows them. */
const teamLeft = async (page: Page, label: 'Team contact reveals' | 'Team export rows'): Promise<[number, number]> => {
  await page.goto('/account?tab=exports');
  const figure = page.getByText(label, { exact: true }).locator('xpath=..').getByText(/^[\d,]+ of [\d,]+ left$/);
  await expect(figure).toBeVisible();
  const [left, cap] = ((await figure.textContent()) ?? '').match(/[\d,]+/g)!.map((v) => Number(v.replaceAll(',', '')));
  return [left as number, cap as number];
};

/** A new recruiter in their own browser context, invited by the owner and joined through the mailed link. */
const joinAsMember = async (browser: Browser, owner: Page, prefix: string): Promise<{ page: Page; email: string }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUpAndLogIn(page, prefix);
  const invite = owner.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(account.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByRole('region', { name: /Pending invitations/i }).getByText(account.email)).toBeVisible();
  const link = new URL(await latestLinkMailedTo(account.email, '/team/join'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expect(page.getByRole('status').getByText(/You joined Shared desk as member/)).toBeVisible();
  await expectAccessible(page, 'Join a team');
  return { page, email: account.email };
};

test('two members of a 3-seat team share a list: one shares it, the other sets a status and exports it, and the owner sees who revealed and exported what', async ({ page, browser }) => {
  // Four browsers, a checkout and two mailed links: slower than one journey's 60 s on a busy machine.
  test.setTimeout(300_000);
  await signUpAndLogIn(page, 'team-work-owner');
  await buySeats(page);
  const first = await joinAsMember(browser, page, 'team-work-one');
  const second = await joinAsMember(browser, page, 'team-work-two');

  // Member one: a physician from search into a new list, then shared with the team.
  await first.page.goto('/search');
  const name = ((await first.page.getByRole('article').first().getByRole('heading').textContent()) ?? '').trim();
  await first.page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await first.page.getByRole('button', { name: 'Add to List (1)' }).click();
  await addToNewList(first.page, 'Desk pipeline');
  await openList(first.page, 'Desk pipeline');
  await first.page.getByRole('button', { name: 'Share with team' }).click();
  await expect(first.page.getByText('Shared with your team').first()).toBeVisible();
  await expect(first.page.getByRole('button', { name: 'Make private' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(first.page, 'a list shared with the team');

  // Member two: the list is in their index as shared by member one; they set a status on it.
  await second.page.goto('/lists');
  await expect(second.page.getByText(`Shared by ${first.email.toLowerCase()}`).first()).toBeVisible();
  await expectAccessible(second.page, 'My Lists with a shared list');
  await second.page.getByRole('link', { name: 'View List Desk pipeline' }).click();
  await expect(second.page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await second.page.getByRole('combobox', { name: `Status of ${name}` }).selectOption('Contacted');
  await expect(second.page.getByText('Status updated')).toBeVisible();
  await expect(second.page.getByRole('row', { name: new RegExp(name) }).getByText(`Changed by ${second.email.toLowerCase()}`)).toBeVisible();
  // Axe once the toast has gone: mid-fade its text fails the contrast check (a flake, not the page).
  await expect(second.page.getByText('Status updated')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(second.page, 'a shared list, worked by another member');

  // Member one sees the change and who made it.
  await first.page.reload();
  await expect(first.page.getByRole('row', { name: new RegExp(name) }).getByText(`Changed by ${second.email.toLowerCase()}`)).toBeVisible();

  // Both reveal a contact: the team's pool runs down by both, and each member sees the team's figure.
  await revealEmail(first.page, 0);
  await revealEmail(second.page, 1);
  const [left, cap] = await teamLeft(second.page, 'Team contact reveals');
  expect(cap - left).toBe(2);
  expect(await teamLeft(first.page, 'Team contact reveals')).toEqual([left, cap]);
  await expectAccessible(second.page, "Account → Exports with the team's allowance");

  // Member two exports member one's shared list as CSV: the file holds its row, and the team's export pool falls by the rows exported.
  const [rowsLeft, rowsCap] = await teamLeft(second.page, 'Team export rows');
  await openList(second.page, 'Desk pipeline');
  await second.page.getByRole('button', { name: 'Export this list' }).click();
  const dialog = second.page.getByRole('dialog', { name: 'Export physicians' });
  await dialog.getByRole('radio', { name: 'CSV', exact: true }).check();
  const exported = second.page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const file = await exported;
  await expect(dialog).toBeHidden();
  const lines = (await readFile((await file.path()) as string, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain('Contacted');
  expect(await teamLeft(second.page, 'Team export rows')).toEqual([rowsLeft - 1, rowsCap]);
  expect(await teamLeft(first.page, 'Team export rows')).toEqual([rowsLeft - 1, rowsCap]);

  // The owner sees who revealed and exported what, filters by member, and downloads it.
  await page.goto('/account?tab=team');
  const activity = page.getByRole('region', { name: 'Activity' });
  const rows = activity.getByRole('table', { name: 'Team activity' }).getByRole('row');
  const ofMember = (email: string) => rows.filter({ hasText: email.toLowerCase() });
  await expect(ofMember(first.email).filter({ hasText: 'Contact reveal' })).toHaveCount(1);
  await expect(ofMember(second.email).filter({ hasText: 'Contact reveal' })).toHaveCount(1);
  const exportRow = ofMember(second.email).filter({ hasText: 'Export as CSV' });
  await expect(exportRow).toHaveCount(1);
  await expect(exportRow.getByRole('cell').nth(3)).toHaveText('1');
  await expect(exportRow.getByRole('cell').nth(4)).toHaveText(file.suggestedFilename());
  await expectAccessible(page, 'Account → Team with the activity log');
  await activity.getByLabel('Member').selectOption({ label: second.email.toLowerCase() });
  await activity.getByRole('button', { name: 'Show' }).click();
  await expect(ofMember(first.email)).toHaveCount(0);
  await expect(ofMember(second.email)).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await activity.getByRole('button', { name: 'Download CSV' }).click();
  const csv = (await readFile((await (await downloading).path()) as string, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv).toHaveLength(3);
  expect(csv.join('\n')).not.toContain(first.email.toLowerCase());
  // Time, member, action, rows, format, file: the export as the member downloaded it.
  expect(csv.find((l) => l.includes(',export,'))).toContain(`${second.email.toLowerCase()},export,1,csv,${file.suggestedFilename()},`);
  expect(csv.filter((l) => l.includes(',reveal,'))).toHaveLength(1);
});
