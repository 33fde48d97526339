import { expect, test } from '@playwright/test';

interface StoredEmail {
  destination: { to: string[] };
  body: { text?: string };
}

/** Every mail to `to` once at least `count` have arrived in the local SES inbox. */
const mailsTo = async (to: string, count: number): Promise<StoredEmail[]> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { emails } = (await (await fetch(`http://127.0.0.1:${process.env.E2E_SES_PORT}/store`)).json()) as { emails: StoredEmail[] };
    const mine = emails.filter((e) => e.destination.to.some((t) => t.toLowerCase() === to.toLowerCase()));
    if (mine.length >= count) return mine;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) to ${to}, found ${mine.length}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

const codeIn = (mail: StoredEmail | undefined): string => {
  const code = /\b(\d{6})\b/.exec(mail?.body.text ?? '')?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${mail?.body.text}`);
  return code;
};

test('someone who lost the code asks for another, confirms with the second mail and logs in', async ({ page }) => {
  const email = `resend-${Date.now()}@example.com`;
  const password = 'journey-pass-123';
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/check-email-confirmation/);
  const [first] = await mailsTo(email, 1);

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email has been resent to your inbox.')).toBeVisible();
  await expect(page.getByText('Failed to resend verification email.')).toHaveCount(0);
  const mails = await mailsTo(email, 2);
  expect(mails).toHaveLength(2);
  const second = codeIn(mails[1]);
  expect(second).not.toBe(codeIn(first));

  await page.getByLabel(/verification code/i).fill(second);
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/search/);
  await expect(page.getByRole('button', { name: email })).toBeVisible();
});
