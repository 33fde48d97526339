import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-files';

/** serveStatic on its own, over a folder with a sibling whose name starts like the web root's (issue 13 item 8). */
let dir: string;
let server: Server;
let url: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist-old'));
  writeFileSync(join(dir, 'dist', 'index.html'), 'the index');
  writeFileSync(join(dir, 'dist', 'assets', 'a.js'), 'an asset');
  writeFileSync(join(dir, 'dist-old', 'secret.txt'), 'a secret');
  server = createServer((req, res) => serveStatic(join(dir, 'dist'), new URL(req.url ?? '/', 'http://h').pathname, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(`${url}${path}`);
  return { status: res.status, text: await res.text() };
};

describe('serveStatic', () => {
  it('answers a malformed %-sequence with 400 instead of throwing', async () => {
    expect(await get('/%E0%A4%A')).toEqual({ status: 400, text: 'Malformed path.' });
    expect((await get('/assets/%')).status).toBe(400);
    expect(await get('/assets/a.js')).toEqual({ status: 200, text: 'an asset' });
  });

  it('never serves a sibling folder whose name starts with the web root', async () => {
    expect(await get('/..%2Fdist-old%2Fsecret.txt')).toEqual({ status: 200, text: 'the index' });
  });
});
