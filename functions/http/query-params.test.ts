import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { toEvent } from '../../scripts/local/api-gateway';
import { physicianSearchQuery } from '../core/schemas/physician-search';
import { routes } from '../routes';
import { queryParamsOf } from './query-params';
import { parseWith } from './validate';

const raw = 'organization=Smith%2C%20Jones%20and%20Partners&organization=Mayo&query=ann+lee&page=2';

describe('queryParamsOf', () => {
  it('keeps repeated keys as arrays and a value with a comma whole', () => {
    expect(queryParamsOf({ rawQueryString: raw, queryStringParameters: { organization: 'Smith, Jones and Partners,Mayo' } })).toEqual({
      organization: ['Smith, Jones and Partners', 'Mayo'],
      query: 'ann lee',
      page: '2',
    });
  });

  it('reads a single key as a string, commas and all', () => {
    expect(queryParamsOf({ rawQueryString: 'organization=Smith,%20Jones' })).toEqual({ organization: 'Smith, Jones' });
  });

  it('falls back to queryStringParameters only for an event without a raw query string', () => {
    expect(queryParamsOf({ queryStringParameters: { state: 'MA', gone: undefined } } as never)).toEqual({ state: 'MA' });
  });
});

describe('list filters in the search schema', () => {
  const parse = (rawQueryString: string) => parseWith(physicianSearchQuery, queryParamsOf({ rawQueryString }), 'query') as Record<string, unknown>;

  it('read one value or many, and never split a value at its commas', () => {
    expect(parse(raw).organization).toEqual(['Smith, Jones and Partners', 'Mayo']);
    expect(parse('specialty=Cardiology').specialty).toEqual(['Cardiology']);
    expect(parse('city=%20&city=Boston').city).toEqual(['Boston']);
  });

  it('refuse more than 10 values of one filter with a field error', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `title=t${i}`).join('&');
    expect(() => parse(eleven)).toThrow(expect.objectContaining({ status: 400, details: { title: ['Use at most 10 values'] } }));
    expect(parse(Array.from({ length: 10 }, (_, i) => `title=t${i}`).join('&')).title).toHaveLength(10);
  });

  it('refuse a repeated single-valued parameter with a field error, not a 500', () => {
    expect(() => parse('state=MA&state=CA')).toThrow(expect.objectContaining({ status: 400, details: expect.objectContaining({ state: expect.any(Array) }) }));
  });
});

describe('the local gateway builds the event as API Gateway does', () => {
  it('joins repeats with commas in queryStringParameters and keeps rawQueryString as sent', () => {
    const route = routes.find((r) => r.path === '/api/physicians' && r.method === 'GET')!;
    const req = { method: 'GET', headers: { host: 'localhost' }, socket: { remoteAddress: '127.0.0.1', remotePort: 1 } } as unknown as IncomingMessage;
    const event = toEvent(req, new URL(`http://localhost/api/physicians?${raw}`), Buffer.alloc(0), route, {});
    expect(event.queryStringParameters).toEqual({ organization: 'Smith, Jones and Partners,Mayo', query: 'ann lee', page: '2' });
    expect(event.rawQueryString).toBe(raw);
    expect(queryParamsOf(event).organization).toEqual(['Smith, Jones and Partners', 'Mayo']);
  });
});
