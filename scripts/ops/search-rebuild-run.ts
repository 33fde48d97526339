import type { Client } from '../../functions/adapters/aws/opensearch-http';
import { ALIAS_CACHE_MS } from '../../functions/adapters/aws/opensearch-alias-watch';
import { abandonBuilding, startBuilding, swapAliases } from '../../functions/adapters/aws/opensearch-lifecycle';
import { buildingAliasOf } from '../../functions/adapters/aws/opensearch-lifecycle-names';
import { openSearchRebuildTarget } from '../../functions/adapters/aws/opensearch-rebuild-target';
import type { PhysicianStore } from '../../functions/core/ports';
import { loadFromTable, type Verification, verifyAndFix } from '../../functions/indexer/rebuild';

/** Longer than any indexer container trusts its last look at the building alias, so every change read after the wait reaches the new index. */
export const ALIAS_WAIT_MS = ALIAS_CACHE_MS + 5_000;

export interface RebuildRun {
  readonly client: Client;
  readonly alias: string;
  readonly physicians: Pick<PhysicianStore, 'scanAll' | 'getMany'>;
  /** OPENSEARCH_REPLICAS of the stage; the template's default (1) when absent. */
  readonly replicas?: number;
  readonly waitMs?: number;
  readonly onProgress?: (done: number) => void;
  readonly log?: (line: string) => void;
}

export type RebuildOutcome =
  | { swapped: true; index: string; previous: string | null; loaded: number; verification: Verification }
  | { swapped: false; index: string; loaded: number; verification: Verification };

/**
 * The whole rebuild: a new `physicians_v<N+1>` behind `physicians_building`,
 * a wait for the indexer to notice it, the scan, the verification, and the
 * swap in one `_aliases` request. On a failed verification (or any error)
 * the building alias is dropped so the indexer stops writing there; the new
 * index stays for inspection.
 */
export const runRebuild = async ({ client, alias, physicians, replicas, waitMs = ALIAS_WAIT_MS, onProgress, log = console.log }: RebuildRun): Promise<RebuildOutcome> => {
  const building = await startBuilding(client, alias, replicas === undefined ? undefined : { replicas });
  const target = openSearchRebuildTarget(client, buildingAliasOf(alias));
  try {
    log(`Created ${building.index} behind ${buildingAliasOf(alias)}; waiting ${Math.round(waitMs / 1000)} s for the indexer to write there too.`);
    await new Promise((r) => setTimeout(r, waitMs));
    const loaded = await loadFromTable(physicians, target, onProgress);
    const verification = await verifyAndFix(physicians, target);
    if (verification.remaining.length) {
      await abandonBuilding(client, alias, building);
      return { swapped: false, index: building.index, loaded, verification };
    }
    await swapAliases(client, alias, building);
    return { swapped: true, index: building.index, previous: building.previous, loaded, verification };
  } catch (e) {
    await abandonBuilding(client, alias, building).catch(() => undefined);
    throw e;
  }
};
