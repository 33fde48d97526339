import '../local/quiet-sdk';
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { z } from 'zod';
import { addUserToGroup } from './user-groups';

/**
 * `npm run admin:create -- someone@example.com [--demo]`
 * Puts a user who has signed up into the `admin` group (or, with --demo, the
 * `demo` group) of the pool USER_POOL_ID in AWS_REGION, with the default
 * credential chain (COGNITO_ENDPOINT points at cognito-local instead).
 * The user gets the new rights at their next sign-in.
 */
const env = z
  .object({ USER_POOL_ID: z.string().min(1), AWS_REGION: z.string().min(1), COGNITO_ENDPOINT: z.url().optional() })
  .safeParse(process.env);

try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { demo: { type: 'boolean', default: false } } });
  const [email] = positionals;
  if (!email || positionals.length > 1) throw new Error('Usage: npm run admin:create -- someone@example.com [--demo]');
  if (!env.success) throw new Error(`Set ${env.error.issues.map((i) => i.path.join('.')).join(', ')} (the Stateful stack outputs UserPoolId)`);
  const { USER_POOL_ID, AWS_REGION, COGNITO_ENDPOINT } = env.data;
  const client = new CognitoIdentityProviderClient({ region: AWS_REGION, ...(COGNITO_ENDPOINT ? { endpoint: COGNITO_ENDPOINT } : {}) });
  const group = values.demo ? 'demo' : 'admin';
  const username = await addUserToGroup(client, { userPoolId: USER_POOL_ID, email, group });
  console.log(`Added ${email} (${username}) to the ${group} group of ${USER_POOL_ID}. It applies from their next sign-in.`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
