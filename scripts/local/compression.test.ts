import { describe, expect, it } from 'vitest';
import { chooseEncoding, isCompressible } from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', null],
    ['identity', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe('isCompressible', () => {
  it('compresses text, scripts, JSON and SVG, not images or fonts', () => {
    for (const type of ['text/html; charset=utf-8', 'text/javascript; charset=utf-8', 'application/json', 'image/svg+xml']) expect(isCompressible(type)).toBe(true);
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream']) expect(isCompressible(type)).toBe(false);
  });
});
