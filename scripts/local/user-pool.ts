import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCredentials } from './dynamodb';

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export const cognitoClient = (endpoint: string) =>
  new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials: localCredentials });

/**
 * Like the CDK app client: users may write only `email`; role and demo_account are
 * set by admins. cognito-local stores but does not enforce these, so the app's
 * /cognito proxy (cognito-proxy.ts) refuses any other attribute itself.
 */
const webClient = {
  ClientName: 'web',
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH' as const, 'ALLOW_REFRESH_TOKEN_AUTH' as const],
  ReadAttributes: ['email', 'email_verified', 'custom:role', 'custom:demo_account'],
  WriteAttributes: ['email'],
};

/** The local twin of the CDK user pool: email sign-in, verified by code, groups admin and demo. */
export const ensureUserPool = async (endpoint: string, known: PoolIds | null): Promise<PoolIds> => {
  const cognito = cognitoClient(endpoint);
  if (known) {
    try {
      await cognito.send(new DescribeUserPoolCommand({ UserPoolId: known.userPoolId }));
      // A pool from an older checkout gets the client's attribute rules too.
      await cognito.send(new UpdateUserPoolClientCommand({ UserPoolId: known.userPoolId, ClientId: known.userPoolClientId, ...webClient }));
      return known;
    } catch {
      // The pool is gone (data folder wiped): make a new one.
    }
  }
  const pool = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: 'physician-directory',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 6 } },
      // Kept like the CDK pool's (which cannot drop them) and so existing .data pools match; nothing reads them: groups alone grant.
      Schema: [
        { Name: 'role', AttributeDataType: 'String', Mutable: true },
        { Name: 'demo_account', AttributeDataType: 'String', Mutable: true },
      ],
    }),
  );
  const userPoolId = pool.UserPool?.Id as string;
  const client = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ...webClient,
    }),
  );
  for (const GroupName of ['admin', 'demo']) await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }));
  return { userPoolId, userPoolClientId: client.UserPoolClient?.ClientId as string };
};

/** A confirmed user with a permanent password, in the given groups; returns its sub. */
export const ensureUser = async (endpoint: string, userPoolId: string, email: string, password: string, groups: string[]): Promise<string> => {
  const cognito = cognitoClient(endpoint);
  const subOf = async () => {
    const u = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return u.UserAttributes?.find((a) => a.Name === 'sub')?.Value as string;
  };
  try {
    return await subOf();
  } catch {
    // Not there yet.
  }
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }));
  for (const GroupName of groups) await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName }));
  return subOf();
};
