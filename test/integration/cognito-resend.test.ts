import { describe, expect, it } from 'vitest';
import { waitForMails } from '../support/mail';
import { signIn, stack } from '../support/stack';

/** A Cognito call as the web's Amplify makes it: through the app's /cognito proxy. */
const cognito = async (target: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await fetch(`${stack().url}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const codeIn = (text: string | undefined): string => {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`No code in: ${text}`);
  return code;
};

describe('ResendConfirmationCode through /cognito', () => {
  it('mails a new code that confirms the account, and the old code stops working, as in Cognito', async () => {
    const email = `resend-${Date.now()}@example.com`;
    const password = 'resend-pass-123';
    const ClientId = stack().env.USER_POOL_CLIENT_ID;
    const user = { ClientId, Username: email };
    expect((await cognito('SignUp', { ...user, Password: password, UserAttributes: [{ Name: 'email', Value: email }] })).status).toBe(200);
    const first = codeIn((await waitForMails(email, 1))[0]?.body.text);

    const resent = await cognito('ResendConfirmationCode', user);
    expect(resent.status).toBe(200);
    // Cognito shows where the code went only masked.
    expect(resent.body.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'r***@e***' });
    const mails = await waitForMails(email, 2);
    expect(mails).toHaveLength(2);
    const second = codeIn(mails[1]?.body.text);
    expect(second).not.toBe(first);

    const stale = await cognito('ConfirmSignUp', { ...user, ConfirmationCode: first });
    expect(stale).toMatchObject({ status: 400, body: { __type: 'CodeMismatchException' } });
    expect((await cognito('ConfirmSignUp', { ...user, ConfirmationCode: second })).status).toBe(200);
    await expect(signIn(email, password)).resolves.toMatch(/^ey/);

    // Once confirmed there is nothing to resend: Cognito's own answer, not a mail.
    expect(await cognito('ResendConfirmationCode', user)).toMatchObject({ status: 400, body: { __type: 'InvalidParameterException', message: 'User is already confirmed.' } });
    expect(await waitForMails(email, 2)).toHaveLength(2);
  });

  it('answers an unknown address like a known one and mails nobody (the pool prevents user existence errors)', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const res = await cognito('ResendConfirmationCode', { ClientId: stack().env.USER_POOL_CLIENT_ID, Username: email });
    expect(res).toMatchObject({ status: 200, body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'n***@e***' } } });
    await expect(waitForMails(email, 1, 1_000)).rejects.toThrow(/found 0/);
  });

  it('refuses a malformed body with a 400, before cognito-local sees it', async () => {
    const res = await cognito('ResendConfirmationCode', { ClientId: stack().env.USER_POOL_CLIENT_ID, Username: '' });
    expect(res).toMatchObject({ status: 400, body: { __type: 'InvalidParameterException' } });
    expect(String(res.body.message)).toContain('Username');
  });
});
