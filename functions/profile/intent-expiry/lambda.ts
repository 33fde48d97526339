import { deps, provideAdapters } from '../../adapters/pick';
import { intents, mailer, physicians, profileLedger } from '../../adapters/store-adapters';
import { type IntentExpiryResult, runIntentExpiry } from '../intent-expiry-run';
import { withSourceStacks } from '../../core/source-stack';

// What runIntentExpiry reads (infra/provided-adapters.test.ts checks the list), and no other adapter.
provideAdapters({ intents, mailer, physicians, profileLedger });

/**
 * Scheduled (not an HTTP feature): expires opted-in intent and mails the
 * reminders (issue 25). No search adapter: the table stream reindexes the
 * profiles it changes. A run with failures throws after doing what it
 * could, so the errors alarm fires; the entries stay for the next run.
 */
export const handler = withSourceStacks(async (): Promise<IntentExpiryResult> => {
  const result = await runIntentExpiry(await deps());
  if (result.failed) throw new Error(`${result.failed} intent entr(ies) could not be expired or reminded; the next run tries again`);
  return result;
});
