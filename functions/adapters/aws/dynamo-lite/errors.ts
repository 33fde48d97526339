import { unmarshallItem } from './translate';

export interface ResponseMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts?: number;
  totalRetryDelay?: number;
}

/** Every error DynamoDB answers, named as the SDK names it (the `__type` after `#`). */
export class DynamoServiceError extends Error {
  readonly $fault: 'client' | 'server';
  $metadata: ResponseMetadata;
  constructor(name: string, message: string, $metadata: ResponseMetadata, fields: Record<string, unknown> = {}) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
    this.$metadata = $metadata;
    this.$fault = ($metadata.httpStatusCode ?? 500) >= 500 ? 'server' : 'client';
  }
}

export class ConditionalCheckFailedException extends DynamoServiceError {
  /** The item as it was, when the request asked for it (ReturnValuesOnConditionCheckFailure: ALL_OLD). */
  declare Item?: Record<string, unknown>;
}

export interface CancellationReason {
  Code?: string;
  Message?: string;
  Item?: Record<string, unknown>;
}

export class TransactionCanceledException extends DynamoServiceError {
  declare CancellationReasons?: CancellationReason[];
}

/** The error of a non-2xx answer, from its JSON body (`__type`, `message` or `Message`, and the error's own members). */
export const errorOf = (status: number, text: string, $metadata: ResponseMetadata): DynamoServiceError => {
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A proxy's or load balancer's page, not DynamoDB's JSON: named by its status below.
  }
  const type = typeof body.__type === 'string' ? body.__type : '';
  const name = type.slice(type.indexOf('#') + 1) || (status >= 500 ? 'InternalServerError' : `HttpError${status}`);
  const { __type, message, Message, ...fields } = body;
  const said = typeof message === 'string' ? message : typeof Message === 'string' ? Message : `DynamoDB answered ${status}`;
  if (name === 'ConditionalCheckFailedException') {
    return new ConditionalCheckFailedException(name, said, $metadata, fields.Item ? { ...fields, Item: unmarshallItem(fields.Item) } : fields);
  }
  if (name === 'TransactionCanceledException') {
    const reasons = Array.isArray(fields.CancellationReasons) ? (fields.CancellationReasons as CancellationReason[]) : undefined;
    const CancellationReasons = reasons?.map((r) => (r.Item ? { ...r, Item: unmarshallItem(r.Item) } : r));
    return new TransactionCanceledException(name, said, $metadata, { ...fields, ...(CancellationReasons ? { CancellationReasons } : {}) });
  }
  return new DynamoServiceError(name, said, $metadata, fields);
};
