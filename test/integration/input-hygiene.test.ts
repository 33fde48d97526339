import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import type { PhysicianList } from '../../functions/core/schemas/lists';
import { viewerHeaders } from '../support/clients';
import { api, stack } from '../support/stack';
import { makeUser } from '../support/users';

/**
 * Issue 21 item 8: a body that is not UTF-8 is a 400 (it was decoded with
 * U+FFFD and stored), and NUL or an unpaired surrogate in any text field
 * (body or query) is a 400 naming the field, through the local server as
 * API Gateway would deliver it.
 */
const postBytes = async (path: string, token: string, bytes: Buffer) => {
  const res = await fetch(`${stack().url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: bytes });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('request text must be text', () => {
  it('refuses a JSON body that is not valid UTF-8, and stores nothing', async () => {
    const user = await makeUser({ tier: 'basic' });
    for (const bad of [[0xff], [0xe9], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const bytes = Buffer.concat([Buffer.from('{"name":"List '), Buffer.from(bad), Buffer.from('"}')]);
      const res = await postBytes('/api/lists', user.token, bytes);
      expect([res.status, errorBody.parse(res.body).error], JSON.stringify(bad)).toEqual([400, { code: 'VALIDATION', message: 'Request body is not valid UTF-8', details: { body: ['Not valid UTF-8'] } }]);
    }
    const lists = await api<PhysicianList[]>('/api/lists', { token: user.token });
    expect(lists.body).toEqual([]);
  });

  it.each([
    ['NUL', '"Shortlist\\u0000"', 'Must not contain the NUL character (\\u0000)'],
    ['a lone high surrogate', '"\\ud800"', 'Must not contain an unpaired surrogate (not valid Unicode text)'],
    ['a lone low surrogate', '"a\\udc00b"', 'Must not contain an unpaired surrogate (not valid Unicode text)'],
  ])('refuses %s in a body field with a 400 naming it', async (_name, json, message) => {
    const user = await makeUser({ tier: 'basic' });
    const res = await api('/api/lists', { method: 'POST', token: user.token, rawBody: `{"name":"ok","description":${json}}`, headers: { 'content-type': 'application/json' } });
    expect([res.status, errorBody.parse(res.body).error]).toEqual([400, { code: 'VALIDATION', message: 'Invalid body', details: { description: [message] } }]);
  });

  it('refuses NUL in a query field with a 400 naming it', async () => {
    const res = await api('/api/physicians?query=smith%00', { headers: viewerHeaders() });
    expect([res.status, errorBody.parse(res.body).error]).toEqual([400, { code: 'VALIDATION', message: 'Invalid query', details: { query: ['Must not contain the NUL character (\\u0000)'] } }]);
  });

  it('still takes real text: accents, emoji and a BOM-free UTF-8 body sent as bytes', async () => {
    const user = await makeUser({ tier: 'basic' });
    const res = await postBytes('/api/lists', user.token, Buffer.from('{"name":"Zoë’s 👩‍⚕️ list","description":"مرحبا"}'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Zoë’s 👩‍⚕️ list', description: 'مرحبا' });
  });
});
