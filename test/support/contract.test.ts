import { afterEach, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../functions/openapi';
import { type Exchange, type OpenApiDocument, contractChecker } from './contract';
import { ContractMismatch, api, checkResponsesWith } from './stack';

// The document as a client gets it (JSON), so the checker sees what api() checks against.
const check = contractChecker(JSON.parse(JSON.stringify(openApiDocument())) as OpenApiDocument);
const json = { 'content-type': 'application/json; charset=utf-8' };
const exchange = (x: Partial<Exchange> & { body?: unknown; head?: Record<string, string> }): Exchange => ({
  method: x.method ?? 'GET',
  path: x.path ?? '/api/lists',
  status: x.status ?? 200,
  headers: new Headers(x.head ?? json),
  text: x.text ?? (x.body === undefined ? '' : JSON.stringify(x.body)),
});
const list = { id: '01J0000000000000000000000A', name: 'Cardiology', description: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', physicianCount: 0, visibility: 'private', sharedBy: null, mayManage: true };
const refusal = (code: string) => ({ error: { code, message: 'No' } });

describe('the contract checker that api() runs on every response', () => {
  it('passes responses that match the document', () => {
    expect(check(exchange({ body: [list] }))).toEqual([]);
    expect(check(exchange({ method: 'DELETE', path: '/api/lists/abc', status: 204, head: {} }))).toEqual([]);
    expect(check(exchange({ method: 'POST', path: '/api/lists', status: 201, body: list }))).toEqual([]);
    expect(check(exchange({ method: 'POST', path: '/api/contact-messages', status: 429, body: refusal('RATE_LIMITED'), head: { ...json, 'retry-after': '120' } }))).toEqual([]);
  });

  it('catches a drifted status: a delete answering 200 with a body, a create answering 200', () => {
    expect(check(exchange({ method: 'DELETE', path: '/api/lists/abc', status: 200, body: {} })).join()).toMatch(/status 200 is not documented/);
    expect(check(exchange({ method: 'POST', path: '/api/lists', status: 200, body: list })).join()).toMatch(/status 200 is not documented/);
  });

  it('catches a drifted body: a missing field, a wrong type, a field the document does not have', () => {
    const { physicianCount: _, ...withoutCount } = list;
    expect(check(exchange({ body: [withoutCount] })).join()).toMatch(/body does not match.*physicianCount/);
    expect(check(exchange({ body: [{ ...list, physicianCount: '3' }] })).join()).toMatch(/body does not match/);
    expect(check(exchange({ body: [{ ...list, ownerEmail: 'a@example.com' }] })).join()).toMatch(/ownerEmail/);
    expect(check(exchange({ status: 404, body: { message: 'Not Found' } })).join()).toMatch(/status 404 is not documented|body does not match/);
  });

  it('catches a drifted content type and a body on a 204', () => {
    expect(check(exchange({ path: '/api/admin/physicians/p1/export', body: { csv: '' } })).join()).toMatch(/content type application\/json is not documented/);
    expect(check(exchange({ method: 'DELETE', path: '/api/saved-searches/s1', status: 204, head: json, text: '{}' })).join()).toMatch(/a body where none is documented/);
  });

  it('catches a 429 without Retry-After and a 405 without Allow', () => {
    expect(check(exchange({ method: 'POST', path: '/api/contact-messages', status: 429, body: refusal('RATE_LIMITED') })).join()).toMatch(/Retry-After is missing/);
    expect(check(exchange({ method: 'DELETE', path: '/api/specialties', status: 405, body: refusal('METHOD_NOT_ALLOWED') })).join()).toMatch(/Allow is missing/);
    expect(check(exchange({ method: 'DELETE', path: '/api/specialties', status: 405, body: refusal('METHOD_NOT_ALLOWED'), head: { ...json, allow: 'GET' } }))).toEqual([]);
  });

  it('catches an error status the operation does not document', () => {
    expect(check(exchange({ path: '/api/me', status: 402, body: refusal('SUBSCRIPTION_REQUIRED') })).join()).toMatch(/status 402 is not documented/);
  });
});

describe('api() against the real stack: a handler drifting from the document fails the test that called it', () => {
  afterEach(() => checkResponsesWith(undefined));
  // The served document with one promise changed, as if the handler had drifted from it.
  const drifted = (change: (doc: OpenApiDocument & { paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: Record<string, Record<string, unknown>> } }) => void) => {
    const doc = JSON.parse(JSON.stringify(openApiDocument())) as Parameters<typeof change>[0];
    change(doc);
    checkResponsesWith(contractChecker(doc));
  };

  it('passes what the served document promises', async () => {
    expect((await api('/api/specialties')).status).toBe(200);
  });

  it('throws ContractMismatch when the status drifts', async () => {
    drifted((doc) => {
      const responses = doc.paths['/api/specialties']!.get!.responses;
      responses['201'] = responses['200']!;
      delete responses['200'];
    });
    await expect(api('/api/specialties')).rejects.toThrow(ContractMismatch);
    await expect(api('/api/specialties')).rejects.toThrow(/status 200 is not documented/);
  });

  it('throws ContractMismatch when the body drifts', async () => {
    drifted((doc) => {
      doc.components.schemas.SpecialtyCount!.properties = { specialty: { type: 'string' }, count: { type: 'string' } };
    });
    await expect(api('/api/specialties')).rejects.toThrow(/body does not match.*count/);
  });
});
