import '../local/quiet-sdk';
import { openSearchClientFor } from '../../functions/adapters/aws/opensearch-client';
import { ensureSearchIndex } from '../../functions/adapters/aws/opensearch-index-admin';
import { openSearchConfig } from './search-config';

/**
 * `npx tsx scripts/ops/create-search-index.ts`
 * Creates OPENSEARCH_INDEX on OPENSEARCH_ENDPOINT with the settings and
 * mapping of functions/adapters/aws/opensearch-mapping.ts, if it does not
 * exist. Requests are SigV4-signed with the default credential chain.
 * Exit codes: 0 created or up to date; 2 the index exists with a different
 * mapping (mappings cannot change in place: create a new index, rebuild into
 * it and point OPENSEARCH_INDEX at it); 1 anything else.
 */
try {
  const c = openSearchConfig();
  const result = await ensureSearchIndex(openSearchClientFor(c), c.OPENSEARCH_INDEX);
  if (result.status === 'created') {
    console.log(`Created index ${c.OPENSEARCH_INDEX} on ${c.OPENSEARCH_ENDPOINT}. Fill it with scripts/ops/rebuild-search-index.ts.`);
  } else if (result.differingFields.length) {
    console.warn(`Index ${c.OPENSEARCH_INDEX} exists, but its mapping differs from ours for: ${result.differingFields.join(', ')}.`);
    process.exitCode = 2;
  } else {
    console.log(`Index ${c.OPENSEARCH_INDEX} exists with the current mapping; nothing to do.`);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
