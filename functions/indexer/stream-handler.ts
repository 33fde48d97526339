import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { IndexChange, SearchIndex } from '../core/ports';
import { summaryOf } from '../core/physician';
import { nextVersion, versionOf } from '../core/physician-version';
import { physicianRecord } from '../core/schemas/physician';
import { applyWithRetries, defaultRetryPolicy, type RetryPolicy } from './apply-with-retries';

const PREFIX = 'PHYSICIAN#';

type Image = Record<string, AttributeValue>;

// The Lambda event's AttributeValue type and the SDK's differ only nominally.
const image = (r: DynamoDBRecord, which: 'NewImage' | 'OldImage'): Record<string, unknown> | null => {
  const raw = r.dynamodb?.[which];
  return raw ? unmarshall(raw as unknown as Image) : null;
};

const physicianIdOf = (r: DynamoDBRecord): string | null => {
  const pk = r.dynamodb?.Keys?.pk?.S;
  return pk?.startsWith(PREFIX) && r.dynamodb?.Keys?.sk?.S === 'PROFILE' ? pk.slice(PREFIX.length) : null;
};

const stripKeys = ({ pk: _pk, sk: _sk, type: _type, gsi1pk: _g1, gsi1sk: _g2, gsi2pk: _g3, gsi2sk: _g4, ...rest }: Record<string, unknown>) => rest;

/**
 * The change a record asks for. A removal carries the removed image's version
 * + 1 (the stream is NEW_AND_OLD_IMAGES), so it outranks that write and
 * nothing older; without an old image (never, with this stream view) the
 * clock's version, since the item is gone and ids are never reused.
 */
const changeOf = (r: DynamoDBRecord, id: string): IndexChange => {
  if (r.eventName === 'REMOVE') {
    const old = image(r, 'OldImage');
    return { kind: 'remove', id, version: old ? versionOf(old) + 1 : nextVersion() };
  }
  const item = image(r, 'NewImage') ?? {};
  return { kind: 'upsert', doc: summaryOf(physicianRecord.parse(stripKeys(item))), version: versionOf(item) };
};

/**
 * DynamoDB is the truth and the index follows it: one bulk request per batch
 * (per target alias) with every physician change in stream order; versions
 * make a later record of an id win and a replayed one harmless. Only the
 * items that failed with 429/5xx/no answer are retried, with backoff.
 *
 * What is still failing is reported by sequence number, every record of a
 * failed id. With ReportBatchItemFailures, Lambda checkpoints before the
 * LOWEST reported sequence number and delivers the batch again from there:
 * the records after it that succeeded come again too, and are 409s or
 * no-ops thanks to their versions, so reporting a middle record loses
 * nothing and re-applies nothing stale. The event source retries, bisecting,
 * until the records are 6 hours old (infra/search-indexer.ts MAX_RECORD_AGE),
 * then the failure queue gets the pointer of the range that kept failing,
 * which starts at the failed record; the hourly reconciliation
 * (reconcile.ts) repairs what that range missed.
 */
export const indexStreamRecords = async (index: Pick<SearchIndex, 'apply'>, event: DynamoDBStreamEvent, policy: RetryPolicy = defaultRetryPolicy): Promise<DynamoDBBatchResponse> => {
  const changes: IndexChange[] = [];
  const sequencesOf = new Map<string, string[]>();
  const unreadable: string[] = [];
  for (const r of event.Records) {
    const id = physicianIdOf(r);
    if (!id) continue;
    const sequence = r.dynamodb?.SequenceNumber ?? '';
    try {
      changes.push(changeOf(r, id));
      sequencesOf.set(id, [...(sequencesOf.get(id) ?? []), sequence]);
    } catch (e) {
      // An image the schema refuses cannot be indexed by retrying: reported, so it ends in the failure queue.
      console.warn(`Stream record ${sequence} of ${id} is not a valid profile: ${e instanceof Error ? e.message : String(e)}`);
      unreadable.push(sequence);
    }
  }
  const { retryable, rejected } = changes.length ? await applyWithRetries(index, changes, policy) : { retryable: [], rejected: [] };
  const failed = new Set([...unreadable, ...[...retryable, ...rejected].flatMap((id) => sequencesOf.get(id) ?? [])]);
  return { batchItemFailures: event.Records.map((r) => r.dynamodb?.SequenceNumber ?? '').filter((s) => failed.has(s)).map((itemIdentifier) => ({ itemIdentifier })) };
};
