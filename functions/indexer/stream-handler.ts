import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { SearchIndex } from '../core/ports';
import { summaryOf } from '../core/physician';
import { physicianRecord } from '../core/schemas/physician';

const PREFIX = 'PHYSICIAN#';

type Image = Record<string, AttributeValue>;

// The Lambda event's AttributeValue type and the SDK's differ only nominally.
const image = (r: DynamoDBRecord, which: 'NewImage' | 'Keys'): Record<string, unknown> => unmarshall(r.dynamodb?.[which] as unknown as Image);

const physicianIdOf = (r: DynamoDBRecord): string | null => {
  const pk = r.dynamodb?.Keys?.pk?.S;
  return pk?.startsWith(PREFIX) && r.dynamodb?.Keys?.sk?.S === 'PROFILE' ? pk.slice(PREFIX.length) : null;
};

/**
 * DynamoDB is the truth and the index follows it: inserts and updates of a
 * physician profile are upserted (without contact fields), deletions
 * removed. Records are applied in order; a failure reports that record and
 * everything after it, so the stream retries them and nothing is skipped.
 */
export const indexStreamRecords = async (index: SearchIndex, event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const [i, r] of event.Records.entries()) {
    const id = physicianIdOf(r);
    if (!id) continue;
    try {
      if (r.eventName === 'REMOVE') await index.remove([id]);
      else await index.upsert([summaryOf(physicianRecord.parse(stripKeys(image(r, 'NewImage'))))]);
    } catch {
      return { batchItemFailures: event.Records.slice(i).map((x) => ({ itemIdentifier: x.dynamodb?.SequenceNumber ?? '' })) };
    }
  }
  return { batchItemFailures: [] };
};

const stripKeys = ({ pk: _pk, sk: _sk, type: _type, gsi1pk: _g1, gsi1sk: _g2, ...rest }: Record<string, unknown>) => rest;
