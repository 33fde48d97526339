import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '../core/errors';
import type { ErrorBody } from '../core/schemas/error';

export const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } as const;

const isHttpError = (e: unknown): e is { statusCode: number; message: string } =>
  typeof e === 'object' && e !== null && typeof (e as { statusCode?: unknown }).statusCode === 'number';

/** Anything thrown becomes the contract's error body; a 5xx never carries the internal message. */
export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (isHttpError(error) && error.statusCode === 404) return new AppError('NOT_FOUND', 'Route not found');
  return new AppError('INTERNAL', 'Internal server error');
};

export const errorResponse = (e: AppError): APIGatewayProxyStructuredResultV2 => {
  const body: ErrorBody = { error: { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) } };
  const headers: Record<string, string> = { ...jsonHeaders };
  if (e.retryAfterSeconds !== undefined) headers['retry-after'] = String(e.retryAfterSeconds);
  return { statusCode: e.status, headers, body: JSON.stringify(body) };
};
