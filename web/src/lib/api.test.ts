import { beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from '@core/zod';
import { ID_TOKEN, signedInAs, signedOut } from '../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../testing/fetch-mock';
import { api, ApiError, toQueryString } from './api';

vi.mock('aws-amplify/auth', () => import('../testing/amplify-auth-mock'));

const ok = z.object({ ok: z.boolean() });

const errorOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
};

describe('api', () => {
  beforeEach(() => signedOut());

  test('sends the ID token as a bearer token when signed in', async () => {
    signedInAs({ email: 'a@example.com' });
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, { ok: true }) });

    await expect(api.get('/api/me', ok)).resolves.toEqual({ ok: true });

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${ID_TOKEN}`);
  });

  test('sends no Authorization header when signed out', async () => {
    const fetchMock = mockFetch({ 'GET /api/specialties': () => jsonResponse(200, { ok: true }) });

    await api.get('/api/specialties', ok);

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  test('posts JSON', async () => {
    const fetchMock = mockFetch({ 'POST /api/lists': () => jsonResponse(201, { ok: true }) });

    await api.post('/api/lists', ok, { name: 'Cardiologists' });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Cardiologists"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  test('throws the contract error as an ApiError', async () => {
    mockFetch({
      'POST /api/lists': () =>
        jsonResponse(400, { error: { code: 'VALIDATION', message: 'Invalid request.', details: { name: ['Required'] } } }),
    });

    const error = await errorOf(api.post('/api/lists', ok, {}));

    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Invalid request.', details: { name: ['Required'] } });
  });

  test('a non-contract failure still becomes an ApiError', async () => {
    mockFetch({ 'GET /api/me': () => new Response('<html>Bad gateway</html>', { status: 502 }) });

    expect(await errorOf(api.get('/api/me', ok))).toMatchObject({ status: 502, code: 'INTERNAL', message: 'Request failed (HTTP 502).' });
  });

  test('an unreachable server is a NETWORK ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    expect(await errorOf(api.get('/api/me', ok))).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  test('a response that breaks the contract is refused', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, { ok: 'yes' }) });

    expect(await errorOf(api.get('/api/me', ok))).toMatchObject({ code: 'INTERNAL', message: 'The server sent an unexpected response.' });
  });

  test("a loaded schema's first answer is parsed in a later task than the one that built it, and later answers at once", async () => {
    mockFetch({ 'GET /api/specialties': () => jsonResponse(200, { ok: true }) });
    const built = z.object({ ok: z.boolean() });
    const order: string[] = [];
    const parse = built.safeParse.bind(built);
    vi.spyOn(built, 'safeParse').mockImplementation((data) => {
      order.push('parse');
      return parse(data);
    });
    // A timer set as the schema is built stands for the next task.
    const loader = async () => {
      setTimeout(() => order.push('next task'));
      return built;
    };

    await expect(api.get('/api/specialties', loader)).resolves.toEqual({ ok: true });
    await expect(api.get('/api/specialties', loader)).resolves.toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve));

    expect(order).toEqual(['next task', 'parse', 'parse', 'next task']);
  });

  test('query strings drop blanks and repeat a list parameter per value, commas kept inside a value', () => {
    expect(toQueryString({ query: 'smith', page: 2, specialty: ['Cardiology', 'Pediatrics', ''], state: '', city: undefined })).toBe(
      '?query=smith&page=2&specialty=Cardiology&specialty=Pediatrics',
    );
    expect(toQueryString({ organization: ['Smith, Jones and Partners', 'Mayo'] })).toBe('?organization=Smith%2C+Jones+and+Partners&organization=Mayo');
    expect(toQueryString({})).toBe('');
  });
});
