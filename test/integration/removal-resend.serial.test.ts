import { createHash, randomInt, randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { config } from '../../functions/core/config';
import type { Deps } from '../../functions/core/deps';
import { REMOVAL_RESEND_GAP_MINUTES, removalAddressKey } from '../../functions/core/removal-token';
import { REMOVAL_DONE_MESSAGE, REMOVAL_REQUEST_MESSAGE } from '../../functions/core/schemas/removal';
import { emailHash } from '../../functions/core/suppression';
import type { EndpointInput } from '../../functions/http/endpoint';
import { confirmRemoval } from '../../functions/removal/confirm-removal';
import { requestRemoval } from '../../functions/removal/request-removal';
import { mailCountTo, removalTokenMailedTo } from '../support/mail';
import { stackDeps } from '../support/users';

// Called as the HTTP wrapper calls them, each with its own client address as CloudFront passes it on.
const viewerHeaders = (): Record<string, string> => ({ 'cloudfront-viewer-address': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}:${randomInt(1024, 65535)}` });
const inputOf = (body: unknown, headers = viewerHeaders()): EndpointInput => ({ query: undefined, body, params: undefined, principal: null, headers, rawBody: JSON.stringify(body), sourceIp: '127.0.0.1' });
const at = (d: Deps, minutes: number): Deps => Object.assign(Object.create(d) as Deps, { now: () => new Date(Date.now() + minutes * 60_000) });
const ask = (d: Deps, email: string, headers = viewerHeaders()) => requestRemoval.run(inputOf({ email }, headers), d);
const confirm = (d: Deps, token: string) => confirmRemoval.run(inputOf({ token }), d);

describe('repeat removal requests re-send the live link', () => {
  it('five strangers cannot use up the owner\'s quota: every answer is the same 202, the owner gets the same link, and it works once', async () => {
    const d = await stackDeps();
    const email = `target-${randomUUID()}@example.com`;
    const receipt = { status: 202, body: { message: REMOVAL_REQUEST_MESSAGE } };
    for (let i = 0; i < 5; i++) expect(await ask(d, email)).toEqual(receipt);
    // One mail so far: the repeats within the gap are answered without mailing (no inbox flooding).
    expect(await mailCountTo(email)).toBe(1);
    const first = await removalTokenMailedTo(email);

    // The owner, from a sixth client: not refused, and past the gap the same link comes again.
    const owner = viewerHeaders();
    expect(await ask(d, email, owner)).toEqual(receipt);
    expect(await ask(at(d, REMOVAL_RESEND_GAP_MINUTES + 1), email, owner)).toEqual(receipt);
    expect(await mailCountTo(email)).toBe(2);
    expect(await removalTokenMailedTo(email, 2)).toBe(first);

    // Far past the per-address hourly quota, still never a 429 for the address.
    for (let i = 0; i < 2 * d.config.RATE_LIMIT_REMOVALS_PER_HOUR; i++) expect((await ask(d, email)).status).toBe(202);

    expect(await confirm(d, first)).toEqual({ status: 200, body: { removed: true, message: REMOVAL_DONE_MESSAGE } });
    await expect(confirm(d, first)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await d.suppression.has(emailHash(email))).toBe(true);
  });

  it('once the link is used or expired, a new request mails a new link', async () => {
    const d = await stackDeps();
    const email = `again-${randomUUID()}@example.com`;
    await ask(d, email);
    const first = await removalTokenMailedTo(email);
    await confirm(d, first);
    await ask(d, email);
    const second = await removalTokenMailedTo(email, 2);
    expect(second).not.toBe(first);

    // 25 hours on, the unused second link has expired: a third one, which works.
    await ask(at(d, 25 * 60), email);
    const third = await removalTokenMailedTo(email, 3);
    expect(third).not.toBe(second);
    await expect(confirm(at(d, 25 * 60), second)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect((await confirm(at(d, 25 * 60), third)).status).toBe(200);
  });

  it('the address\'s link item holds neither the token, nor the address, nor its plain hash', async () => {
    const d = await stackDeps();
    const email = `stored-${randomUUID()}@example.com`;
    await ask(d, email);
    const token = await removalTokenMailedTo(email);
    const { Item } = await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.removalLink(await removalAddressKey(d.keyring, email)) }));
    expect(Item?.nonce).toEqual(expect.any(String));
    const stored = JSON.stringify(Item);
    for (const secret of [token, email, emailHash(email), createHash('sha256').update(email).digest('hex')]) expect(stored).not.toContain(secret);
  });

  it('the per-client limit still applies to the caller (429)', async () => {
    const d = await stackDeps();
    const client = viewerHeaders();
    const email = `client-${randomUUID()}@example.com`;
    for (let i = 0; i < d.config.RATE_LIMIT_REMOVALS_PER_HOUR; i++) expect((await ask(d, email, client)).status).toBe(202);
    await expect(ask(d, email, client)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
