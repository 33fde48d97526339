import { Logger } from '@aws-lambda-powertools/logger';
import * as z from '../core/zod';
import { deps, provideAdapters } from '../adapters/pick';
import { users } from '../adapters/store-adapters';
import type { Deps } from '../core/deps';
import type { UserIdentity } from '../core/ports';
import { withSourceStack } from '../core/source-stack';

// Powertools reads LOG_LEVEL from the environment itself.
const logger = new Logger({ serviceName: 'physician-directory' });

// Both triggers (account/post-*.ts) read the user store only (infra/provided-adapters.test.ts checks it); their entries may not import adapters.
provideAdapters({ users });

/** The part of a Cognito user-pool trigger event every trigger of ours reads. */
const triggerEvent = z.object({
  triggerSource: z.string(),
  userPoolId: z.string(),
  request: z.object({ userAttributes: z.object({ sub: z.string().min(1), email: z.string().min(1) }) }),
});

export type CognitoTriggerEvent = z.infer<typeof triggerEvent>;

/**
 * A Cognito trigger Lambda, the sibling of featureLambda for the user pool:
 * validates the event, hands the handler the same deps, and returns the
 * event as Cognito requires. A failure is logged, not thrown: Cognito would
 * fail the sign-in (or the confirmation, after confirming) over bookkeeping,
 * and every later sign-in writes the user record again anyway.
 */
export const cognitoTrigger =
  (name: string, run: (user: UserIdentity, event: CognitoTriggerEvent, d: Deps) => Promise<void>) =>
  async <E>(event: E): Promise<E> => {
    const parsed = triggerEvent.safeParse(event);
    if (!parsed.success) {
      logger.error('cognito trigger: unexpected event', { trigger: name, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
      return event;
    }
    const { sub, email } = parsed.data.request.userAttributes;
    try {
      await run({ id: sub, email: email.toLowerCase() }, parsed.data, await deps());
      logger.info('cognito trigger', { trigger: name, source: parsed.data.triggerSource });
    } catch (e) {
      logger.error('cognito trigger failed', { trigger: name, source: parsed.data.triggerSource, error: withSourceStack(e as Error) });
    }
    return event;
  };
