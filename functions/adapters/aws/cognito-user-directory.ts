import type { CognitoIdentityProviderClient, UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { Config } from '../../core/config';
import type { DirectoryUser, UserDirectory } from '../../core/ports';
import { loadSdk } from './sdk/load';

const attribute = (u: UserType, name: string): string | undefined => u.Attributes?.find((a) => a.Name === name)?.Value;

/** Cognito answers at most 60 users per call; follow the tokens to the end. */
async function allPages(fetch: (token?: string) => Promise<{ users: UserType[]; next?: string }>): Promise<UserType[]> {
  const all: UserType[] = [];
  let token: string | undefined;
  do {
    const page = await fetch(token);
    all.push(...page.users);
    token = page.next;
  } while (token);
  return all;
}

/** The user pool as the admins' user list sees it: ids are the `sub`, as in tokens and our user records. */
// Loaded on first use: only the admin function (user list, membership re-check) reads Cognito, and loading it costs every other function's cold start.
const cognitoSdk = async () => loadSdk('@aws-sdk/client-cognito-identity-provider') as typeof import('@aws-sdk/client-cognito-identity-provider');

export const cognitoUserDirectory = (c: Config): UserDirectory => {
  let client: Promise<CognitoIdentityProviderClient> | undefined;
  const clientOf = () =>
    (client ??= cognitoSdk().then(({ CognitoIdentityProviderClient }) => new CognitoIdentityProviderClient({ region: c.AWS_REGION, ...(c.COGNITO_ENDPOINT ? { endpoint: c.COGNITO_ENDPOINT } : {}) })));
  return {
    list: async (emailContains) => listAll(await cognitoSdk(), await clientOf(), c.USER_POOL_ID, emailContains),
    isInGroup: async (username, group) => groupsOf(await cognitoSdk(), await clientOf(), c.USER_POOL_ID, username).then((groups) => groups.includes(group)),
  };
};

/** The user's groups as Cognito has them now; none for a user who was deleted. */
async function groupsOf(
  { AdminListGroupsForUserCommand }: Awaited<ReturnType<typeof cognitoSdk>>,
  client: CognitoIdentityProviderClient,
  pool: string,
  username: string,
): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  try {
    do {
      const out = await client.send(new AdminListGroupsForUserCommand({ UserPoolId: pool, Username: username, Limit: 60, NextToken: token }));
      names.push(...(out.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : [])));
      token = out.NextToken;
    } while (token);
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return [];
    throw error;
  }
  return names;
}

async function listAll(
  { ListUsersCommand, ListUsersInGroupCommand }: Awaited<ReturnType<typeof cognitoSdk>>,
  client: CognitoIdentityProviderClient,
  pool: string,
  emailContains?: string,
): Promise<DirectoryUser[]> {
  const [users, admins] = await Promise.all([
    allPages(async (token) => {
      const out = await client.send(new ListUsersCommand({ UserPoolId: pool, Limit: 60, PaginationToken: token }));
      return { users: out.Users ?? [], next: out.PaginationToken };
    }),
    allPages(async (token) => {
      const out = await client.send(new ListUsersInGroupCommand({ UserPoolId: pool, GroupName: 'admin', Limit: 60, NextToken: token }));
      return { users: out.Users ?? [], next: out.NextToken };
    }),
  ]);
  const adminIds = new Set(admins.map((u) => attribute(u, 'sub') ?? u.Username));
  const needle = emailContains?.trim().toLowerCase();
  return users
    .map((u): DirectoryUser => {
      const id = attribute(u, 'sub') ?? u.Username ?? '';
      return { id, email: attribute(u, 'email') ?? u.Username ?? '', createdAt: u.UserCreateDate?.toISOString() ?? null, isAdmin: adminIds.has(id) };
    })
    .filter((u) => !needle || u.email.toLowerCase().includes(needle))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
