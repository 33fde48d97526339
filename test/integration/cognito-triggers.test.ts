import { describe, expect, it } from 'vitest';
import { signIn, stack } from '../support/stack';
import { stackDeps } from '../support/users';

const cognito = async <T>(target: string, body: unknown): Promise<T> => {
  const res = await fetch(stack().env.COGNITO_ENDPOINT as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${target}: ${JSON.stringify(json)}`);
  return json;
};

/** The newest 6-digit code mailed to `to`, from the local SES inbox. */
const codeMailedTo = async (to: string): Promise<string> => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { emails } = (await (await fetch(`${stack().inboxUrl}/store`)).json()) as { emails: Array<{ destination: { to: string[] }; body: { text?: string } }> };
    const mail = emails.filter((e) => e.destination.to.some((t) => t.includes(to))).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.body.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code mailed to ${to}`);
};

describe('Cognito triggers, run by cognito-local', () => {
  it('PostConfirmation creates the user record at sign-up; PostAuthentication records the sign-in', async () => {
    const email = `signup-${Date.now()}@example.com`;
    const password = 'signup-pass-123';
    const clientId = stack().env.USER_POOL_CLIENT_ID;
    const { UserSub } = await cognito<{ UserSub: string }>('SignUp', { ClientId: clientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] });
    const d = await stackDeps();
    expect(await d.users.get(UserSub)).toBeNull();

    const before = new Date().toISOString();
    await cognito('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: await codeMailedTo(email) });
    const created = await d.users.get(UserSub);
    expect(created).toMatchObject({ id: UserSub, email });
    expect(created?.createdAt && created.createdAt >= before).toBe(true);
    expect(created?.lastSignInAt).toBeUndefined();

    await signIn(email, password);
    const signedIn = await d.users.get(UserSub);
    expect(signedIn?.lastSignInAt && signedIn.lastSignInAt >= (created?.createdAt ?? '')).toBe(true);
    expect(signedIn?.createdAt).toBe(created?.createdAt);
  });
});
