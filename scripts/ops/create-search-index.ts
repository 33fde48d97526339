import '../local/quiet-sdk';
import { openSearchClientFor } from '../../functions/adapters/aws/opensearch-client';
import { ensureSearchIndex } from '../../functions/adapters/aws/opensearch-index-admin';
import { openSearchConfig } from './search-config';

/**
 * `npm run search:create-index`
 * Creates or updates the index template OPENSEARCH_INDEX (for
 * OPENSEARCH_INDEX_v*, with the settings and mapping of
 * functions/adapters/aws/opensearch-mapping.ts), then, when the alias
 * OPENSEARCH_INDEX does not exist, creates OPENSEARCH_INDEX_v1 behind it.
 * Idempotent. Requests are SigV4-signed with the default credential chain.
 * Exit codes: 0 created or up to date; 2 the live index's mapping differs
 * from ours, or it is still a concrete index from before aliases (run
 * npm run search:rebuild: it builds a new index and swaps); 1 anything else.
 */
try {
  const c = openSearchConfig();
  const result = await ensureSearchIndex(openSearchClientFor(c), c.OPENSEARCH_INDEX, { replicas: c.OPENSEARCH_REPLICAS });
  const alias = c.OPENSEARCH_INDEX;
  if (result.status === 'created') {
    console.log(`Created index ${result.index} behind the alias ${alias} on ${c.OPENSEARCH_ENDPOINT}, and the template ${alias}. Fill it with npm run search:rebuild.`);
  } else if (result.status === 'legacy') {
    console.warn(`${alias} is a concrete index from before aliases. Template ${alias} is up to date; run npm run search:rebuild to move it behind the alias.`);
    process.exitCode = 2;
  } else if (result.differingFields.length) {
    console.warn(
      `Alias ${alias} (${result.index}) exists, but its mapping differs from ours for: ${result.differingFields.join(', ')}. ` +
        'New fields: npm run search:put-mapping before deploying the code that uses them, then npm run search:rebuild; any other change: npm run search:rebuild.',
    );
    process.exitCode = 2;
  } else {
    console.log(`Alias ${alias} (${result.index}) exists with the current mapping; template ${alias} is up to date.`);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
