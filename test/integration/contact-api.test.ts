import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { config } from '../../functions/core/config';
import type { ContactMessageReceipt } from '../../functions/core/schemas/contact';
import { errorBody } from '../../functions/core/schemas/error';
import { viewerHeaders } from '../support/clients';
import { waitForMails } from '../support/mail';
import { api, stack } from '../support/stack';
import { stackDeps } from '../support/users';

const valid = () => ({ name: 'Ada Recruiter', email: `sender-${randomUUID()}@example.com`, subject: `Question ${randomUUID()}`, message: 'How do enterprise plans work?' });
const send = (body: unknown, headers = viewerHeaders()) => api<ContactMessageReceipt>('/api/contact-messages', { method: 'POST', body, headers });

describe('POST /api/contact-messages', () => {
  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['subject', { subject: 'Hey' }, 'Subject must be at least 5 characters.'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters.'],
    ['name', { name: '   a   ' }, 'Name must be at least 2 characters.'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('refuses a bad %s with its message (400)', async (field, patch, message) => {
    const res = await send({ ...valid(), ...patch });
    expect(res.status).toBe(400);
    const { error } = errorBody.parse(res.body);
    expect(error.code).toBe('VALIDATION');
    expect(error.details?.[field]).toEqual([message]);
  });

  it('refuses a missing body with field errors, not a 500', async () => {
    const res = await api('/api/contact-messages', { method: 'POST', headers: viewerHeaders() });
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).error.code).toBe('VALIDATION');
  });

  it('stores the message and mails it to support with the sender as Reply-To (202)', async () => {
    const body = { ...valid(), subject: `Line one\nBcc: victim@example.com ${randomUUID()}` };
    const res = await send(body);
    expect(res.status).toBe(202);
    expect(res.body.id).toMatch(/^[0-9A-Z]{26}$/);

    await stackDeps();
    const { Item } = await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.contactMessage(res.body.id) }));
    expect(Item).toMatchObject({ name: body.name, email: body.email, message: body.message, receivedAt: res.body.receivedAt });

    const support = stack().env.SUPPORT_EMAIL as string;
    const mails = await waitForMails(support);
    const mail = mails.find((m) => m.subject.includes(body.subject.slice(-36)));
    expect(mail).toBeDefined();
    // The newline is gone: a subject cannot smuggle in a header.
    expect(mail?.subject).toBe(`[Contact] Line one Bcc: victim@example.com ${body.subject.slice(-36)}`);
    expect(mail?.replyTo).toEqual([body.email]);
    expect(mail?.body.text).toContain(body.message);
    expect(mail?.body.text).toContain(`${body.name} <${body.email}>`);
  });

  it('strips CR/LF from name and subject before storing and mailing, keeping the message lines (issue 13 item 10)', async () => {
    const tag = randomUUID();
    const body = { ...valid(), name: 'Eve\r\nFrom: Support <support@example.com>', subject: `Hi\r\nBcc: victim@example.com\r\n\r\n${tag}`, message: 'Line one.\r\nLine two.\n\nLast paragraph.' };
    const res = await send(body);
    expect(res.status).toBe(202);

    await stackDeps();
    const { Item } = await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.contactMessage(res.body.id) }));
    expect(Item).toMatchObject({ name: 'Eve From: Support <support@example.com>', subject: `Hi Bcc: victim@example.com ${tag}`, message: body.message });

    const mail = (await waitForMails(stack().env.SUPPORT_EMAIL as string)).find((m) => m.subject.includes(tag));
    expect(mail?.subject).toBe(`[Contact] Hi Bcc: victim@example.com ${tag}`);
    const lines = mail?.body.text?.split(/\r?\n/) ?? [];
    // The sender line stays one line: the name cannot forge a line of its own.
    expect(lines[0]).toBe(`From: Eve From: Support <support@example.com> <${body.email}>`);
    expect(lines.filter((l) => l.startsWith('From:'))).toHaveLength(1);
    expect(mail?.body.text).toContain('Line one.\r\nLine two.\n\nLast paragraph.');
  });

  it('rate limits one client (429) without affecting another', async () => {
    const client = viewerHeaders();
    const limit = (await stackDeps()).config.RATE_LIMIT_CONTACT_PER_HOUR;
    for (let i = 0; i < limit; i++) expect((await send(valid(), client)).status).toBe(202);
    const refused = await send(valid(), client);
    expect(refused.status).toBe(429);
    expect(errorBody.parse(refused.body).error.code).toBe('RATE_LIMITED');
    // Until the hour's window ends, and never 0 (issue 27).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await send(valid(), viewerHeaders())).status).toBe(202);
  });
});

describe('/config.json', () => {
  it('tells the contact page the address contact messages are mailed to', async () => {
    const res = await fetch(`${stack().url}/config.json`);
    const body = (await res.json()) as { supportEmail?: string };
    expect(body.supportEmail).toBe(stack().env.SUPPORT_EMAIL);
  });
});
