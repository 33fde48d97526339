import { ensureTable } from '../local/dynamodb';
import { stack } from '../../test/support/stack';
import { type TableAccess, tableFromEnv } from './table-env';

/**
 * A table of its own in the shared DynamoDB Local, for tests that write
 * physicians: the stack's table holds exactly the 300 seeded profiles other
 * suites count on.
 */
export const freshTable = async (prefix: string): Promise<TableAccess & { env: Record<string, string> }> => {
  const env: Record<string, string> = { ...stack().env, TABLE_NAME: `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}` };
  await ensureTable(env.DYNAMODB_ENDPOINT as string, env.TABLE_NAME as string);
  return { ...tableFromEnv(env), env };
};
