import { describe, expect, it } from 'vitest';
import { errorResponse } from './errors';
import { AppError, DAY_SECONDS, rateLimited, secondsLeftInWindow } from '../core/errors';

describe('429s say when to come back (issue 27)', () => {
  it('counts the seconds left in a fixed window', () => {
    expect(secondsLeftInWindow(new Date('2026-01-01T10:59:30.000Z'), 3600)).toBe(30);
    expect(secondsLeftInWindow(new Date('2026-01-01T10:00:00.000Z'), 3600)).toBe(3600);
    expect(secondsLeftInWindow(new Date('2026-01-01T23:00:00.000Z'), DAY_SECONDS)).toBe(3600);
  });

  it('sends Retry-After with a rate-limit refusal, whole seconds, at least 1', () => {
    const res = errorResponse(rateLimited('Slow down', 0.2));
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toBe('1');
  });

  it('gives a 429 that names no window the rest of the UTC day (the daily caps)', () => {
    const seconds = Number(errorResponse(new AppError('RATE_LIMITED', 'Cap reached')).headers?.['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(DAY_SECONDS);
  });

  it('sends no Retry-After with other refusals', () => {
    expect(errorResponse(new AppError('CONFLICT', 'No')).headers).not.toHaveProperty('retry-after');
  });
});
