import { DynamoServiceError } from './errors';
import { NetworkError } from './http';

// The SDK's standard retry mode (@smithy/core retry: THROTTLING_ERROR_CODES, TRANSIENT_ERROR_*, NODEJS_*_ERROR_CODES).
const THROTTLING = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);
const TRANSIENT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const TRANSIENT_STATUS = new Set([500, 502, 503, 504]);
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

const isThrottling = (e: Error) => THROTTLING.has(e.name);

/** Throttling, a 5xx or a dropped socket: worth another attempt. A refused condition, a cancelled transaction or a bad request never is. */
export const isRetryable = (e: NetworkError | DynamoServiceError): boolean =>
  e instanceof NetworkError
    ? NETWORK_CODES.has(e.code)
    : isThrottling(e) || TRANSIENT_NAMES.has(e.name) || TRANSIENT_STATUS.has(e.$metadata.httpStatusCode ?? 0);

/** Exponential backoff with full jitter, as the SDK's: throttling starts 5 times higher (500 ms for its 100), capped at 20 s. */
export const retryDelayOf = (e: Error, attempts: number, baseMs: number): number =>
  Math.floor(Math.min(20_000, Math.random() * 2 ** attempts * (isThrottling(e) ? baseMs * 5 : baseMs)));
