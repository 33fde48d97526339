import { describe, expect, test } from 'vitest';
import { rememberedPath, safeInternalPath } from './safe-redirect';

describe('redirect targets', () => {
  test('only same-origin paths are accepted', () => {
    expect(safeInternalPath('/pricing?plan=annual')).toBe('/pricing?plan=annual');
    expect(safeInternalPath('//evil.example')).toBeUndefined();
    expect(safeInternalPath('/\\evil.example')).toBeUndefined();
    expect(safeInternalPath('https://evil.example')).toBeUndefined();
    expect(safeInternalPath(null)).toBeUndefined();
  });

  test('the remembered origin keeps its query and hash', () => {
    expect(rememberedPath({ from: { pathname: '/lists/1', search: '?page=2', hash: '#top' } })).toBe('/lists/1?page=2#top');
    expect(rememberedPath({ from: 'nope' })).toBeUndefined();
    expect(rememberedPath(null)).toBeUndefined();
  });
});
