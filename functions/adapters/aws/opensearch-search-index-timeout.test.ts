import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import type { SearchFilters } from '../../core/ports';
import { errorResponse } from '../../http/errors';
import { readResponse } from '../../../test/support/opensearch/golden';
import { type RecordedRequest, type StubReply, useStubs } from '../../../test/support/opensearch/stub-server';
import { SEARCH_TIMEOUT } from './opensearch-query';
import { openSearchIndex } from './opensearch-search-index';

/** Issue 23: every search body has a time limit, and a timed-out or overloaded engine is a 503 the web retries, never a short page. */
const startStub = useStubs();
const setup = async (handle: (req: RecordedRequest) => StubReply) => {
  const { stub, client } = await startStub(handle);
  return { stub, index: openSearchIndex({ client, index: 'physicians' }) };
};
const q: SearchFilters = { query: 'a', sortDirection: 'asc' };

const rejection = async (p: Promise<unknown>): Promise<AppError> => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
};

describe('search time limit', () => {
  it('sends SEARCH_TIMEOUT in every search body', async () => {
    const { stub, index } = await setup(() => ({ status: 200, body: readResponse('search-page.json') }));
    await index.search(q, { offset: 0, limit: 25 });
    const sent = (stub.requests[0]?.json as { timeout?: string }).timeout;
    expect(sent).toMatch(/^\d+(ms|s)$/);
    expect(sent).toBe(SEARCH_TIMEOUT);
  });

  it('turns a timed_out answer (partial hits, partial total) into a 503 with Retry-After and a JSON body', async () => {
    const partial = { ...readResponse<Record<string, unknown>>('search-page.json'), timed_out: true };
    const { index } = await setup(() => ({ status: 200, body: partial }));

    const err = await rejection(index.search(q, { offset: 0, limit: 25 }));
    expect(err.code).toBe('UNAVAILABLE');
    const res = errorResponse(err);
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBe('1');
    expect(JSON.parse(String(res.body))).toEqual({ error: { code: 'UNAVAILABLE', message: 'The search took too long; please try again.' } });
  });

  it('does the same for facets and select-all, and for a domain still overloaded after the client’s retries', async () => {
    const { index } = await setup(() => ({ status: 200, body: { timed_out: true, hits: { total: { value: 3, relation: 'eq' }, hits: [] }, aggregations: { specialties: { buckets: [] } } } }));
    expect((await rejection(index.specialtyCounts(q))).status).toBe(503);
    expect((await rejection(index.searchIds(q, 10))).status).toBe(503);
    const busy = await setup(() => ({ status: 429, body: { error: { type: 'es_rejected_execution_exception' }, status: 429 } }));
    expect((await rejection(busy.index.search(q, { offset: 0, limit: 25 }))).status).toBe(503);
  });

  it('leaves other failures alone: a 400 from the domain is not a 503', async () => {
    const { index } = await setup(() => ({ status: 400, body: { error: { type: 'parsing_exception' }, status: 400 } }));
    const e = await index.search(q, { offset: 0, limit: 25 }).catch((err: unknown) => err);
    expect(e).not.toBeInstanceOf(AppError);
  });
});
