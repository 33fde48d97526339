import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { PAGE_JUMP_MAX } from '../../functions/core/schemas/physician-constants';
import { type PhysicianSearchResult, physicianSearchResult } from '../../functions/core/schemas/physician-search';
import { api, tokenOf } from '../support/stack';

/**
 * Issue 23: a page number alone reaches page 400 (10,000 rows) at most; past
 * it, only a cursor (Next/Previous) goes on. The rule is the handler's, so
 * the local engine answers as OpenSearch would be asked.
 */
describe('GET /api/physicians: bounded page-number jumps', () => {
  const refusal = async (path: string, token?: string) => {
    const res = await api(path, token ? { token } : {});
    return { status: res.status, ...(res.status >= 400 ? { error: errorBody.parse(res.body).error } : {}) };
  };

  it('refuses a jump past page 400 with a field error that says to use Next', async () => {
    const token = await tokenOf('premium recruiter');
    const { status, error } = await refusal(`/api/physicians?page=${PAGE_JUMP_MAX + 1}&totalHint=1000000`, token);
    expect(status).toBe(400);
    expect(error?.code).toBe('VALIDATION');
    expect(error?.details?.page).toEqual([`Page numbers go up to ${PAGE_JUMP_MAX}; past page ${PAGE_JUMP_MAX}, use Next and Previous.`]);
  });

  it('serves the deepest jump, and any deeper page reached by cursor', async () => {
    const token = await tokenOf('premium recruiter');
    expect((await api(`/api/physicians?page=${PAGE_JUMP_MAX}`, { token })).status).toBe(200);
    const first = physicianSearchResult.parse((await api('/api/physicians', { token })).body);
    const deep = await api<PhysicianSearchResult>(`/api/physicians?page=${PAGE_JUMP_MAX + 1}&after=${first.nextCursor}`, { token });
    expect(deep.status).toBe(200);
    // The cursor decides the rows; the page number is only their label.
    expect(physicianSearchResult.parse(deep.body).items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it('stops the distance order, which pages by number only, at the same depth', async () => {
    const token = await tokenOf('premium recruiter');
    const first = physicianSearchResult.parse((await api('/api/physicians', { token })).body);
    const { status, error } = await refusal(`/api/physicians?nearZip=10001&withinMiles=250&sortKey=distance&page=${PAGE_JUMP_MAX + 1}&after=${first.nextCursor}`, token);
    expect([status, error?.code]).toEqual([400, 'VALIDATION']);
    expect(error?.details).toHaveProperty('page');
  });

  it('still answers anonymous callers with the paywall first', async () => {
    expect((await refusal(`/api/physicians?page=${PAGE_JUMP_MAX + 1}`)).status).toBe(402);
  });
});
