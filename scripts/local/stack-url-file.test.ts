import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localBaseUrl, readStackUrl, removeStackUrl, writeStackUrl } from './stack-url-file';

describe('the running stack URL file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stack-url-'));
  afterEach(() => removeStackUrl(dir));

  it('finds a stack started on another port, and falls back to 3000 when none runs', () => {
    expect(localBaseUrl({ dataDir: dir })).toBe('http://127.0.0.1:3000');
    writeStackUrl(dir, 'http://127.0.0.1:4123');
    expect(readStackUrl(dir)).toBe('http://127.0.0.1:4123');
    expect(localBaseUrl({ dataDir: dir })).toBe('http://127.0.0.1:4123');
    removeStackUrl(dir);
    expect(readStackUrl(dir)).toBeUndefined();
  });

  it('prefers --base, then PORT, over the file', () => {
    writeStackUrl(dir, 'http://127.0.0.1:4123');
    expect(localBaseUrl({ dataDir: dir, port: '5000' })).toBe('http://127.0.0.1:5000');
    expect(localBaseUrl({ dataDir: dir, port: '5000', base: 'http://localhost:6000/' })).toBe('http://localhost:6000');
  });

  it('leaves nothing behind', () => rmSync(dir, { recursive: true, force: true }));
});
