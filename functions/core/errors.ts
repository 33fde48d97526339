import type { ErrorCode } from './schemas/error';

export const DAY_SECONDS = 86_400;

export const statusOf: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  SUBSCRIPTION_REQUIRED: 402,
  FORBIDDEN: 403,
  DEMO_RESTRICTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one error type of the domain; the HTTP edge turns it into the contract's error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    /** RATE_LIMITED and UNAVAILABLE: when the caller may try again, sent as Retry-After (see `rateLimited`, `unavailable`). */
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    // Every 429 carries Retry-After (the contract says so); one that names no window is a daily cap, which ends at UTC midnight.
    this.retryAfterSeconds = code === 'RATE_LIMITED' ? (retryAfterSeconds ?? secondsLeftInWindow(new Date(), DAY_SECONDS)) : retryAfterSeconds;
  }

  readonly retryAfterSeconds: number | undefined;

  get status(): number {
    return statusOf[this.code];
  }
}

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found`);

/** Seconds until the fixed window of `windowSeconds` that holds `now` ends (windows start at multiples of it since the epoch). */
export const secondsLeftInWindow = (now: Date, windowSeconds: number): number => windowSeconds - (Math.floor(now.getTime() / 1000) % windowSeconds);

/** A 429 that says when to come back: the contract promises Retry-After on every 429. */
export const rateLimited = (message: string, retryAfterSeconds: number): AppError =>
  new AppError('RATE_LIMITED', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

/** A 503 the client may retry after `retryAfterSeconds` (the search engine timed out, issue 23). */
export const unavailable = (message: string, retryAfterSeconds = 1): AppError =>
  new AppError('UNAVAILABLE', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
