import { AdminAddUserToGroupCommand, ListUsersCommand, type ListUsersCommandOutput } from '@aws-sdk/client-cognito-identity-provider';

/** The two Cognito commands this needs; the real client, or a fake in tests. */
export interface GroupAdminClient {
  send(command: ListUsersCommand): Promise<ListUsersCommandOutput>;
  send(command: AdminAddUserToGroupCommand): Promise<unknown>;
}

export type UserGroup = 'admin' | 'demo';

export interface AddToGroupInput {
  readonly userPoolId: string;
  readonly email: string;
  readonly group: UserGroup;
}

/** Cognito's ListUsers filter syntax: a quoted value, in which quotes and backslashes are escaped. */
const emailFilter = (email: string): string => `email = "${email.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * Adds an existing user, found by email, to a group of the pool; adding a
 * member again changes nothing. The user must have signed up (and
 * confirmed) first: accounts are never created here, so no password
 * travels through the ops shell. Returns the user's username (their sub).
 */
export const addUserToGroup = async (client: GroupAdminClient, { userPoolId, email, group }: AddToGroupInput): Promise<string> => {
  const normalized = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(normalized)) throw new Error(`Not an email address: ${JSON.stringify(email)}`);
  const found = await client.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: emailFilter(normalized), Limit: 2 }));
  const users = found.Users ?? [];
  if (users.length === 0) throw new Error(`No user with the email ${normalized} in ${userPoolId}: they must sign up on the site first.`);
  if (users.length > 1) throw new Error(`More than one user has the email ${normalized} in ${userPoolId}; add the right one in the Cognito console.`);
  const username = users[0]?.Username;
  if (!username) throw new Error(`Cognito returned the user ${normalized} without a username`);
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }));
  return username;
};
