import { AdminAddUserToGroupCommand, ListUsersCommand, type ListUsersCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { addUserToGroup, type GroupAdminClient } from './user-groups';

/** A Cognito client that knows some users by email and records every command it is sent. */
const fakeCognito = (usersByEmail: Record<string, string[]>) => {
  const sent: Array<ListUsersCommand | AdminAddUserToGroupCommand> = [];
  const client: GroupAdminClient = {
    send: (async (command: ListUsersCommand | AdminAddUserToGroupCommand) => {
      sent.push(command);
      if (command instanceof ListUsersCommand) {
        const email = /^email = "(.*)"$/.exec(command.input.Filter ?? '')?.[1] ?? '';
        const out: ListUsersCommandOutput = { Users: (usersByEmail[email] ?? []).map((Username) => ({ Username })), $metadata: {} };
        return out;
      }
      return { $metadata: {} };
    }) as GroupAdminClient['send'],
  };
  return { client, sent };
};

describe('addUserToGroup', () => {
  it('finds the user by email and adds them to the admin group', async () => {
    const cognito = fakeCognito({ 'ada@example.com': ['7f0c-sub'] });
    const username = await addUserToGroup(cognito.client, { userPoolId: 'us-east-1_pool', email: ' Ada@Example.com ', group: 'admin' });

    expect(username).toBe('7f0c-sub');
    expect(cognito.sent.map((c) => c.input)).toEqual([
      { UserPoolId: 'us-east-1_pool', Filter: 'email = "ada@example.com"', Limit: 2 },
      { UserPoolId: 'us-east-1_pool', Username: '7f0c-sub', GroupName: 'admin' },
    ]);
    expect(cognito.sent[1]).toBeInstanceOf(AdminAddUserToGroupCommand);
  });

  it('adds to the demo group when asked', async () => {
    const cognito = fakeCognito({ 'demo@example.com': ['d-sub'] });
    await addUserToGroup(cognito.client, { userPoolId: 'p', email: 'demo@example.com', group: 'demo' });
    expect(cognito.sent[1]?.input).toMatchObject({ Username: 'd-sub', GroupName: 'demo' });
  });

  it('refuses an unknown email and adds nobody', async () => {
    const cognito = fakeCognito({});
    await expect(addUserToGroup(cognito.client, { userPoolId: 'p', email: 'nobody@example.com', group: 'admin' })).rejects.toThrow(
      /No user with the email nobody@example.com in p: they must sign up/,
    );
    expect(cognito.sent.filter((c) => c instanceof AdminAddUserToGroupCommand)).toEqual([]);
  });

  it('refuses an ambiguous email', async () => {
    const cognito = fakeCognito({ 'twice@example.com': ['a', 'b'] });
    await expect(addUserToGroup(cognito.client, { userPoolId: 'p', email: 'twice@example.com', group: 'admin' })).rejects.toThrow(/More than one user/);
    expect(cognito.sent).toHaveLength(1);
  });

  it('refuses what is not an email before calling Cognito, and cannot be steered by quotes in the filter', async () => {
    const cognito = fakeCognito({});
    await expect(addUserToGroup(cognito.client, { userPoolId: 'p', email: 'not-an-email', group: 'admin' })).rejects.toThrow(/Not an email address/);
    expect(cognito.sent).toEqual([]);
    await addUserToGroup(cognito.client, { userPoolId: 'p', email: 'a"b@example.com', group: 'admin' }).catch(() => undefined);
    expect((cognito.sent[0] as ListUsersCommand).input.Filter).toBe('email = "a\\"b@example.com"');
  });
});
