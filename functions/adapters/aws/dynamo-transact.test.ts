import { GetCommand, type DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_ROUNDS, updateMember } from './dynamo-list-pipeline';
import { removeMember } from './dynamo-list-members';
import { sendRetryingConflicts, transactWrite } from './dynamo-transact';

/**
 * The bounds of the conflict retries (issue 21, item 6), against a stand-in
 * client that keeps losing; the real races run against DynamoDB Local in
 * test/integration/list-member-races.test.ts.
 */
const cancelled = (...codes: string[]) => Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
const conflict = () => Object.assign(new Error('Conflict'), { name: 'TransactionConflictException' });

/** A client whose every command is answered by `answer`; `sent` counts them by kind. */
const clientOf = (answer: (cmd: unknown) => unknown) => {
  const sent = { get: 0, transact: 0, update: 0 };
  const db = {
    send: async (cmd: unknown) => {
      if (cmd instanceof GetCommand) sent.get++;
      if (cmd instanceof TransactWriteCommand) sent.transact++;
      if (cmd instanceof UpdateCommand) sent.update++;
      const out = answer(cmd);
      if (out instanceof Error) throw out;
      return out;
    },
  } as unknown as DynamoDBDocumentClient;
  return { db, sent };
};

const memberRow = { pk: 'LIST#l1', sk: 'MEMBER#p1', type: 'listMember', physicianId: 'p1', addedAt: '2026-11-01T00:00:00.000Z', status: 'new', statusSk: '0#x#p1' };
const transact = () => new TransactWriteCommand({ TransactItems: [] });

/** Runs `work` with the backoff timers fast-forwarded. */
const settle = async <T>(work: Promise<T>): Promise<T> => {
  const done = work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const out = await done;
  if ('error' in out) throw out.error;
  return out.value;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('transactWrite', () => {
  it('turns conflicts that outlast the retries into a CONFLICT (409) with the given message', async () => {
    const { db, sent } = clientOf(() => cancelled('None', 'TransactionConflict'));
    await expect(settle(transactWrite(db, transact, 'Busy, try again'))).rejects.toMatchObject({ name: 'AppError', code: 'CONFLICT', message: 'Busy, try again' });
    expect(sent.transact).toBe(11);
    const plain = clientOf(() => conflict());
    await expect(settle(transactWrite(plain.db, transact))).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/changed at the same time/) });
  });

  it('keeps a cancellation that is not a conflict a server fault, and answers refusals at once', async () => {
    const bad = clientOf(() => cancelled('ValidationError'));
    await expect(settle(transactWrite(bad.db, transact))).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    const refused = clientOf(() => cancelled('None', 'ConditionalCheckFailed'));
    expect(await settle(transactWrite(refused.db, transact))).toEqual({ refused: [1] });
    expect(refused.sent.transact).toBe(1);
  });
});

describe('sendRetryingConflicts', () => {
  it('retries a single write refused by a transaction in flight, then gives up with a CONFLICT', async () => {
    let calls = 0;
    expect(await settle(sendRetryingConflicts(async () => (++calls < 3 ? Promise.reject(conflict()) : 'written')))).toBe('written');
    expect(calls).toBe(3);
    await expect(settle(sendRetryingConflicts(() => Promise.reject(conflict())))).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('passes any other error through untouched, without retrying', async () => {
    let calls = 0;
    const failed = Object.assign(new Error('nope'), { name: 'ConditionalCheckFailedException' });
    await expect(settle(sendRetryingConflicts(() => (calls++, Promise.reject(failed))))).rejects.toBe(failed);
    expect(calls).toBe(1);
  });
});

describe('a list member that keeps changing under a write', () => {
  // Every write is refused on the member row: another writer changed it since it was read, round after round.
  const losing = () => clientOf((cmd) => (cmd instanceof GetCommand ? { Item: memberRow } : cancelled('ConditionalCheckFailed', 'None')));

  it(`updateMember reads again ${MEMBER_ROUNDS} times, then answers CONFLICT with a message the recruiter can act on`, async () => {
    const { db, sent } = losing();
    await expect(settle(updateMember(db, 't', 'u1', 'l1', 'p1', { status: 'contacted' }, '2026-11-22T10:00:00.000Z'))).rejects.toMatchObject({
      name: 'AppError',
      code: 'CONFLICT',
      message: 'This candidate was changed at the same time by another request; please try again',
    });
    expect(sent.get).toBe(MEMBER_ROUNDS);
  });

  it('removeMember does the same instead of failing with a 500', async () => {
    const { db } = losing();
    await expect(settle(removeMember(db, 't', 'u1', 'l1', 'p1', '2026-11-22T10:00:00.000Z'))).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
