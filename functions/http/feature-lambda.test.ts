import { describe, expect, it } from 'vitest';
import * as z from '../core/zod';
import { AppError } from '../core/errors';
import { http, ok } from './endpoint';
import { errorResponse, toAppError } from './errors';
import { featureLambda } from './feature-lambda';
import { parseJsonBody, parseWith } from './validate';

describe('featureLambda', () => {
  it('refuses to load when a route has no endpoint', () => {
    expect(() => featureLambda('search', { searchPhysicians: http({}, async () => ok(1)) })).toThrow(/missing \[.*GET \/api\/specialties/);
  });
  it('refuses to load when an endpoint has no route', () => {
    const e = http({}, async () => ok(1));
    expect(() => featureLambda('account', { getMe: e, stray: e })).toThrow(/unrouted \[stray\]/);
  });
});

describe('error mapping', () => {
  it('hides the message of anything unexpected behind INTERNAL', () => {
    const res = errorResponse(toAppError(new Error('connection string postgres://secret')));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(JSON.parse(res.body as string)).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } });
  });
  it('keeps an AppError code, status and field details', () => {
    const res = errorResponse(new AppError('VALIDATION', 'Invalid body', { email: ['Required'] }));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body as string).error.details).toEqual({ email: ['Required'] });
  });
});

describe('validation', () => {
  it('reports field errors by path', () => {
    const schema = z.object({ name: z.string().min(2), tags: z.array(z.string()) });
    try {
      parseWith(schema, { name: 'a', tags: [1] }, 'body');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect(Object.keys((e as AppError).details ?? {}).sort()).toEqual(['name', 'tags.0']);
    }
  });
  it('turns malformed JSON into a 400, not a 500', () => {
    expect(() => parseJsonBody('{"a":')).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});
