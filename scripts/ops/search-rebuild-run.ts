import type { Client } from '../../functions/adapters/aws/opensearch-http';
import { ALIAS_CACHE_MS } from '../../functions/adapters/aws/opensearch-alias-watch';
import { abandonBuilding, type BuildingIndex, finishLoading, startBuilding, startRollback, swapAliases } from '../../functions/adapters/aws/opensearch-lifecycle';
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
  /** `afterSwap`: the live index checked against DynamoDB once more after the swap, and fixed. */
  | { swapped: true; index: string; previous: string | null; loaded: number; verification: Verification; afterSwap: Verification }
  | { swapped: false; index: string; loaded: number; verification: Verification };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Verifies the index behind the building alias, swaps in one `_aliases`
 * request, then reconciles the live alias once more: a change the indexer
 * mirrored while the swap happened may have reached only the old index
 * (the indexer re-sends those itself, opensearch-writes.ts; this catches
 * anything else that slipped between the last check and the swap). The
 * wait first lets batches in flight at the swap finish.
 */
const verifyAndSwap = async (run: RebuildRun, building: BuildingIndex, loaded: number): Promise<RebuildOutcome> => {
  const { client, alias, physicians, waitMs = ALIAS_WAIT_MS } = run;
  const verification = await verifyAndFix(physicians, openSearchRebuildTarget(client, buildingAliasOf(alias)));
  if (verification.remaining.length) {
    await abandonBuilding(client, alias, building);
    return { swapped: false, index: building.index, loaded, verification };
  }
  await swapAliases(client, alias, building);
  await sleep(waitMs);
  const afterSwap = await verifyAndFix(physicians, openSearchRebuildTarget(client, alias));
  return { swapped: true, index: building.index, previous: building.previous, loaded, verification, afterSwap };
};

/**
 * The whole rebuild: a new `physicians_v<N+1>` behind `physicians_building`
 * (loaded with refresh off and no replica), a wait for the indexer to notice
 * it, the scan, the serving settings restored, the verification, the swap
 * and a last reconciliation of the live alias. On a failed verification (or
 * any error before the swap) the building alias is dropped so the indexer
 * stops writing there; the new index stays for inspection.
 */
export const runRebuild = async (run: RebuildRun): Promise<RebuildOutcome> => {
  const { client, alias, physicians, replicas, waitMs = ALIAS_WAIT_MS, onProgress, log = console.log } = run;
  const options = replicas === undefined ? undefined : { replicas };
  const building = await startBuilding(client, alias, options);
  const target = openSearchRebuildTarget(client, buildingAliasOf(alias));
  try {
    log(`Created ${building.index} behind ${buildingAliasOf(alias)}; waiting ${Math.round(waitMs / 1000)} s for the indexer to write there too.`);
    await sleep(waitMs);
    const loaded = await loadFromTable(physicians, target, onProgress);
    await finishLoading(client, alias, building, options);
    return await verifyAndSwap(run, building, loaded);
  } catch (e) {
    await abandonBuilding(client, alias, building).catch(() => undefined);
    throw e;
  }
};

/**
 * Back to an older index (`to`, by default the generation before the live
 * one) without bringing back anyone removed since the swap: the old index
 * gets the building alias (so the indexer keeps it in step from now on),
 * is reconciled with DynamoDB (removals first), and only then swapped in.
 * The index it leaves stays for a roll forward.
 */
export const runRollback = async (run: Omit<RebuildRun, 'replicas' | 'onProgress'> & { readonly to?: string }): Promise<RebuildOutcome> => {
  const { client, alias, waitMs = ALIAS_WAIT_MS, to, log = console.log } = run;
  const building = await startRollback(client, alias, to);
  try {
    log(`Put ${buildingAliasOf(alias)} on ${building.index}; waiting ${Math.round(waitMs / 1000)} s for the indexer to write there too.`);
    await sleep(waitMs);
    return await verifyAndSwap(run, building, 0);
  } catch (e) {
    await abandonBuilding(client, alias, building).catch(() => undefined);
    throw e;
  }
};
