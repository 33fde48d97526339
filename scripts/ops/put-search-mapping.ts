import '../local/quiet-sdk';
import { openSearchClientFor } from '../../functions/adapters/aws/opensearch-client';
import { putMappingInPlace } from '../../functions/adapters/aws/opensearch-mapping-change';
import { openSearchConfig } from './search-config';

/**
 * `npm run search:put-mapping`
 * Step one of deploying a mapping change (functions/adapters/aws/opensearch-mapping-change.ts):
 * adds new fields to the live index in place (PUT _mapping) and updates the template. Then
 * deploy the code, then npm run search:rebuild to backfill. A change that is not additive is
 * refused with the reasons, and nothing is changed: such a change needs the rebuild alone
 * (after deploying code that does not depend on the new mapping yet).
 * Exit codes: 0 applied or nothing to do; 2 refused; 1 anything else.
 */
try {
  const c = openSearchConfig();
  const result = await putMappingInPlace(openSearchClientFor(c), c.OPENSEARCH_INDEX, { replicas: c.OPENSEARCH_REPLICAS });
  if (result.status === 'refused') {
    console.error(`Not changed: the mapping of ${result.index} cannot take ours in place:\n${result.reasons.map((r) => `- ${r}`).join('\n')}\nA new index is needed: npm run search:rebuild.`);
    process.exitCode = 2;
  } else if (result.status === 'unchanged') {
    console.log(`${result.index} already has every field of our mapping; template ${c.OPENSEARCH_INDEX} is up to date.`);
  } else {
    console.log(`Added to ${result.index} in place: ${[...result.added, ...result.updated].join(', ')}. Next: deploy the code, then npm run search:rebuild to fill the new fields.`);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
