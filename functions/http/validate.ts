import type * as z from '../core/zod';
import { AppError } from '../core/errors';
import { assertCleanText } from './text-hygiene';

/** Zod issues as `{ field: [messages] }`, the contract's `details`. */
export const fieldErrors = (error: z.ZodError, where: string): Record<string, string[]> => {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : where;
    (details[key] ??= []).push(issue.message);
  }
  return details;
};

/** Every endpoint's params, query and body come through here: text hygiene first (NUL, lone surrogates), then the schema. */
export const parseWith = (schema: z.ZodType | undefined, value: unknown, where: string): unknown => {
  if (!schema) return undefined;
  assertCleanText(value, where);
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('VALIDATION', `Invalid ${where}`, fieldErrors(result.error, where));
  return result.data;
};

export const MAX_BODY_BYTES = 256 * 1024;

export const parseJsonBody = (raw: string): unknown => {
  if (raw === '') return undefined;
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw new AppError('TOO_LARGE', 'Request body is too large');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError('VALIDATION', 'Request body is not valid JSON', { body: ['Malformed JSON'] });
  }
};
