import '../local/quiet-sdk';
import { openSearchClientFor } from '../../functions/adapters/aws/opensearch-client';
import { applyClusterSettings, CONCURRENT_SEGMENT_SEARCH_MODE } from '../../functions/adapters/aws/opensearch-cluster-settings';
import { openSearchConfig } from './search-config';

/**
 * `npm run search:cluster-settings`
 * Applies the domain's cluster settings (functions/adapters/aws/opensearch-cluster-settings.ts:
 * concurrent segment search) to OPENSEARCH_ENDPOINT, SigV4-signed with the default credential
 * chain (assume SearchOpsRoleArn first). Idempotent; run once after the first deploy, and again
 * after a blue/green change of the domain if the mode reads back differently.
 * Exit codes: 0 applied and read back; 2 the domain answered but reports another mode; 1 anything else.
 */
try {
  const c = openSearchConfig();
  const { mode } = await applyClusterSettings(openSearchClientFor(c));
  if (mode === CONCURRENT_SEGMENT_SEARCH_MODE) {
    console.log(`search.concurrent_segment_search.mode is ${mode} on ${c.OPENSEARCH_ENDPOINT}.`);
  } else {
    console.warn(`The domain reports search.concurrent_segment_search.mode=${String(mode)}, not ${CONCURRENT_SEGMENT_SEARCH_MODE}.`);
    process.exitCode = 2;
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
