import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors';
import { assertCleanText, rawBodyOf } from './text-hygiene';

const detailsOf = (run: () => void): Record<string, string[]> | undefined => {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('VALIDATION');
    return (e as AppError).details;
  }
  return undefined;
};

/** Issue 21 item 8: the body's bytes and every string in it must be text. */
describe('rawBodyOf', () => {
  it('passes a text body as it came, and decodes a base64 one that is UTF-8', () => {
    expect(rawBodyOf({ body: '{"name":"Zoë"}', isBase64Encoded: false })).toBe('{"name":"Zoë"}');
    expect(rawBodyOf({ body: Buffer.from('{"name":"Zoë 👩‍⚕️"}').toString('base64'), isBase64Encoded: true })).toBe('{"name":"Zoë 👩‍⚕️"}');
    expect(rawBodyOf({ isBase64Encoded: false })).toBe('');
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['Latin-1 é', [0xe9]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['an encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
  ])('refuses a base64 body holding %s with a 400 naming the body', (_name, bytes) => {
    const body = Buffer.concat([Buffer.from('{"name":"a'), Buffer.from(bytes), Buffer.from('"}')]).toString('base64');
    expect(detailsOf(() => rawBodyOf({ body, isBase64Encoded: true }))).toEqual({ body: ['Not valid UTF-8'] });
  });
});

describe('assertCleanText', () => {
  it('lets real text through: accents, emoji (surrogate pairs), RTL, tabs and line breaks', () => {
    expect(() => assertCleanText({ a: 'Zoë', b: ['👩‍⚕️🏥', 'مرحبا', 'a\tb\r\nc'], c: { d: '𝒜dams' }, n: 1, t: true, z: null }, 'body')).not.toThrow();
  });

  it('names every field holding NUL or an unpaired surrogate, keys and array items included', () => {
    const details = detailsOf(() =>
      assertCleanText({ name: 'a\u0000b', tags: ['ok', '\ud800'], nested: { deep: 'x\udfffy' }, 'bad\u0000key': 'v', fine: '\ud83d\ude00' }, 'body'),
    );
    expect(details).toEqual({
      name: ['Must not contain the NUL character (\\u0000)'],
      'tags.1': ['Must not contain an unpaired surrogate (not valid Unicode text)'],
      'nested.deep': ['Must not contain an unpaired surrogate (not valid Unicode text)'],
      'bad\\u0000key': ['Field name: Must not contain the NUL character (\\u0000)'],
    });
  });

  it('reports a field named __proto__ as any other, never touching the prototype (found by the route fuzzer)', () => {
    const details = detailsOf(() => assertCleanText(JSON.parse('{"status":"contacted","__proto__":"\\ud83d"}'), 'body'));
    expect(Object.entries(details ?? {})).toEqual([['__proto__', ['Must not contain an unpaired surrogate (not valid Unicode text)']]]);
    expect(Object.getPrototypeOf(details)).toBe(Object.prototype);
  });

  it('names the whole value by where it came from when it is one string', () => {
    expect(detailsOf(() => assertCleanText('\u0000', 'body'))).toEqual({ body: ['Must not contain the NUL character (\\u0000)'] });
  });

  it('walks JSON nested far deeper than the call stack, without overflowing', () => {
    // About what a 256 KB body can hold.
    const depth = 120_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`) as unknown;
    const details = detailsOf(() => assertCleanText(deep, 'body'));
    expect(Object.keys(details ?? {})).toEqual([`….${Array(32).fill(0).join('.')}`]);
  });

  it('reports at most 20 places', () => {
    expect(Object.keys(detailsOf(() => assertCleanText(Array.from({ length: 100 }, () => '\u0000'), 'query')) ?? {})).toHaveLength(20);
  });
});
