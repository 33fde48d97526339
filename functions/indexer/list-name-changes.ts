import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

const PREFIX = 'PHYSICIAN#';

const nameOf = (r: DynamoDBRecord, which: 'NewImage' | 'OldImage') => {
  const raw = r.dynamodb?.[which];
  // The Lambda event's AttributeValue type and the SDK's differ only nominally.
  const item = raw ? unmarshall(raw as unknown as Record<string, AttributeValue>) : {};
  return `${String(item.firstName ?? '')}\u0000${String(item.lastName ?? '')}`;
};

/**
 * The physicians whose first or last name a profile write changed (a
 * correction, an admin revert, an import, an approval: every writer goes
 * through the table, so the stream sees them all), each with the sequence
 * numbers of its records. Inserts and removals are not renames: an add keys
 * its name row from the profile, and a removal deletes the rows.
 */
export const renamedPhysicians = (event: DynamoDBStreamEvent): Map<string, string[]> => {
  const renamed = new Map<string, string[]>();
  for (const r of event.Records) {
    const pk = r.dynamodb?.Keys?.pk?.S;
    if (r.eventName !== 'MODIFY' || !pk?.startsWith(PREFIX) || r.dynamodb?.Keys?.sk?.S !== 'PROFILE') continue;
    if (nameOf(r, 'OldImage') === nameOf(r, 'NewImage')) continue;
    const id = pk.slice(PREFIX.length);
    renamed.set(id, [...(renamed.get(id) ?? []), r.dynamodb?.SequenceNumber ?? '']);
  }
  return renamed;
};

/**
 * Re-keys the list name rows of every renamed physician (issue 24: the name
 * sort must not go stale). `rekey` reads the profile as it is now, so a
 * replay or a later record of the same id is harmless. A failure is reported
 * by the records' sequence numbers, so the event source delivers them again.
 */
export const rekeyRenamedPhysicians = async (event: DynamoDBStreamEvent, rekey: (physicianId: string) => Promise<unknown>): Promise<DynamoDBBatchResponse> => {
  const failed: string[] = [];
  for (const [id, sequences] of renamedPhysicians(event)) {
    try {
      await rekey(id);
    } catch (e) {
      console.warn(`List name rows of ${id} not re-keyed: ${e instanceof Error ? e.message : String(e)}`);
      failed.push(...sequences);
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
};

/** Both consumers' failures, each sequence number once. */
export const mergeFailures = (...responses: DynamoDBBatchResponse[]): DynamoDBBatchResponse => ({
  batchItemFailures: [...new Set(responses.flatMap((r) => r.batchItemFailures.map((f) => f.itemIdentifier)))].map((itemIdentifier) => ({ itemIdentifier })),
});
