import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast/toast';

/** Runs one team change and says how it went; a refusal's own message (seats, roles, domain) is what the user reads. */
export const runTeamAction = async (work: () => Promise<unknown>, done: string, failed: string, after: () => unknown): Promise<Record<string, string[]> | null> => {
  try {
    await work();
    toast.success(done);
    return null;
  } catch (error) {
    toast.error(failed, { description: errorMessage(error, 'Please try again.') });
    return error instanceof ApiError && error.details ? error.details : {};
  } finally {
    await after();
  }
};
