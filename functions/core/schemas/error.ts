import * as z from '../zod';

export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'SUBSCRIPTION_REQUIRED',
  'FORBIDDEN',
  'DEMO_RESTRICTED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  /** 503 with Retry-After: the search engine did not answer in time (issue 23); safe to retry. */
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error body every route answers with. */
export const errorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
