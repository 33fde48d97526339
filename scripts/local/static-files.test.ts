import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-files';

/** serveStatic on its own, over a folder with a sibling whose name starts like the web root's (issue 13 item 8). */
let dir: string;
let server: Server;
let url: string;
const BIG_JS = 'export const words = "lorem ipsum dolor sit amet";\n'.repeat(200);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist-old'));
  writeFileSync(join(dir, 'dist', 'index.html'), 'the index');
  mkdirSync(join(dir, 'dist', '_pages'));
  writeFileSync(join(dir, 'dist', '_pages', 'search.html'), 'the prerendered search');
  writeFileSync(join(dir, 'dist', 'assets', 'a.js'), 'an asset');
  writeFileSync(join(dir, 'dist', 'assets', 'big.js'), BIG_JS);
  writeFileSync(join(dir, 'dist', 'assets', 'logo.png'), 'not text');
  writeFileSync(join(dir, 'dist-old', 'secret.txt'), 'a secret');
  server = createServer((req, res) => serveStatic(join(dir, 'dist'), new URL(req.url ?? '/', 'http://h').pathname, res, req.headers['accept-encoding']));
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

  it('serves a prerendered page at its route, as CloudFront maps it, and index.html elsewhere', async () => {
    expect(await get('/search')).toEqual({ status: 200, text: 'the prerendered search' });
    expect(await get('/search/')).toEqual({ status: 200, text: 'the prerendered search' });
    // Listed, but this build has no file for it: the plain SPA.
    expect(await get('/about')).toEqual({ status: 200, text: 'the index' });
    expect(await get('/lists/abc')).toEqual({ status: 200, text: 'the index' });
  });

  it('never serves a sibling folder whose name starts with the web root', async () => {
    expect(await get('/..%2Fdist-old%2Fsecret.txt')).toEqual({ status: 200, text: 'the index' });
  });
});

/** The raw answer, undecoded (fetch would decompress and hide what was sent). */
const raw = (path: string, acceptEncoding?: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${url}${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('serveStatic compression (issue 14 item 9: CloudFront compresses, so the local server does too)', () => {
  it('sends brotli when accepted, else gzip, with Vary and the right length', async () => {
    const br = await raw('/assets/big.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(BIG_JS.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);

    const gz = await raw('/assets/big.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS);
  });

  it('compresses the SPA fallback (index.html) too, and honours q=0', async () => {
    const html = await raw('/lists/abc', 'br;q=0, gzip');
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.body).toString()).toBe('the index');
  });

  it('sends identity without Accept-Encoding, and never compresses images', async () => {
    const plain = await raw('/assets/big.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(BIG_JS);

    const png = await raw('/assets/logo.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.toString()).toBe('not text');
  });
});
