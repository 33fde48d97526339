/**
 * The `version` attribute of a physician profile in DynamoDB: the external
 * version its search document is indexed with (version_type=external), so a
 * stale write to the index (a rebuild's scan, a retried stream batch) loses
 * to a newer one instead of overwriting it.
 *
 * Why a time-based version and not a counter: most profile writes replace the
 * whole item (BatchWrite/TransactWrite Put), which cannot `ADD` to an
 * attribute, and a counter restarts at 1 when an item is deleted and written
 * again, so its new document would lose to the old one's tombstone. A
 * version in microseconds of the writer's clock keeps growing across a
 * delete and a re-creation and needs no read. It never goes backwards for an
 * item because every profile write is conditional on the stored version
 * being lower (`VERSION_CONDITION`), and a writer whose clock lags retries
 * with `nextVersion(stored)`, above the stored one. Microseconds of epoch
 * time stay below 2^53 until the year 2255, and OpenSearch's versions are longs.
 */

/** The condition every profile write carries: the stored version (if any) is below the one written. */
export const VERSION_CONDITION = 'attribute_not_exists(version) OR version < :version';

let last = 0;

/** A version above `previous` and above every version this process handed out before. */
export const nextVersion = (previous?: number): number => {
  last = Math.max(Date.now() * 1000, last + 1, (previous ?? 0) + 1);
  return last;
};

/**
 * The version of a stored profile. Items written before versions existed
 * fall back to their `updatedAt` in microseconds (every write sets it, and it
 * is below any version written since), or 1 when even that does not parse.
 */
export const versionOf = (item: { version?: unknown; updatedAt?: unknown }): number => {
  if (typeof item.version === 'number' && Number.isSafeInteger(item.version) && item.version > 0) return item.version;
  const at = typeof item.updatedAt === 'string' ? Date.parse(item.updatedAt) : Number.NaN;
  return Number.isFinite(at) && at > 0 ? at * 1000 : 1;
};
