import { expect, test } from './support/contract-test';
import { codeIn, mailsTo } from './support/mail';
import { confirmAndLogIn, signUp } from './support/sign-up';

test('someone who lost the code asks for another, confirms with the second mail and logs in', async ({ page }) => {
  const account = await signUp(page, 'resend');
  const { email } = account;
  const [first] = await mailsTo(email, 1);

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email has been resent to your inbox.')).toBeVisible();
  await expect(page.getByText('Failed to resend verification email.')).toHaveCount(0);
  const mails = await mailsTo(email, 2);
  expect(mails).toHaveLength(2);
  const second = codeIn(mails[1]);
  expect(second).not.toBe(codeIn(first));

  await confirmAndLogIn(page, account, second);
  await expect(page.getByRole('button', { name: email })).toBeVisible();
});
