import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/local/ports';
import { viewerHeaders } from '../support/clients';
import { stack } from '../support/stack';

/**
 * Issue 13 items 7 and 8: every listener of the local stack is on the
 * loopback interface only, and no path, however malformed, gets a 5xx or
 * takes the app server (and DynamoDB Local with it) down.
 */

/** The local addresses listening on `port`, from the kernel's socket tables (hex, as /proc/net/tcp{,6} list them). */
const listenersOn = (port: number): string[] => {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const out: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // 0A is LISTEN.
      if (state === '0A' && local?.endsWith(`:${hexPort}`)) out.push(local.slice(0, -5));
    }
  }
  return out;
};

const LOOPBACK_V4 = '0100007F';
// ::ffff:127.0.0.1, as a v6 socket holding a v4-mapped loopback address lists it.
const LOOPBACK_MAPPED = '0000000000000000FFFF00000100007F';

describe.skipIf(!existsSync('/proc/net/tcp'))('every local emulator listens on 127.0.0.1 only', () => {
  it.each([
    ['the app server', () => stack().url],
    ['cognito-local', () => stack().env.COGNITO_ENDPOINT],
    ['DynamoDB Local', () => stack().env.DYNAMODB_ENDPOINT],
    ['s3rver', () => stack().env.S3_ENDPOINT],
    ['the SES emulator and its inbox', () => stack().inboxUrl],
  ])('%s', (_name, endpoint) => {
    const port = Number(new URL(endpoint() as string).port);
    const addresses = listenersOn(port);
    expect(addresses.length).toBeGreaterThan(0);
    for (const a of addresses) expect([LOOPBACK_V4, LOOPBACK_MAPPED]).toContain(a);
  });
});

describe('DynamoDB Local grants no web page', () => {
  it('answers a foreign preflight without Access-Control-Allow-Origin', async () => {
    const res = await fetch(stack().env.DYNAMODB_ENDPOINT as string, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-amz-target, content-type' },
    });
    await res.arrayBuffer();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('malformed paths anywhere are a 400, and the stack lives on', () => {
  it.each(['/%E0%A4%A', '/api/%E0%A4%A', '/api/physicians/%E0%A4%A', '/cognito/%E0%A4%A', '/assets/%', '/_local/stripe/checkout/%zz', '/config.json%ED%A0%80', '/search/%'])(
    'GET %s',
    async (path) => {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${stack().url}${path}`, { method, headers: viewerHeaders() });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'Malformed path' } });
      }
    },
  );

  it('still serves the SPA, its assets and the API (DynamoDB Local included) afterwards', async () => {
    for (const path of ['/%E0%A4%A', '/assets/%']) await (await fetch(`${stack().url}${path}`)).arrayBuffer();
    const page = await fetch(`${stack().url}/search`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<!doctype html>');
    const asset = await fetch(`${stack().url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    await asset.arrayBuffer();
    const api = await fetch(`${stack().url}/api/physicians`, { headers: viewerHeaders() });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { total: number }).total).toBeGreaterThan(0);
  });

  it('does not serve files outside the web folder, however the path is spelled', async () => {
    for (const path of ['/..%2Flocal-stack.json', '/%2e%2e/local-stack.json', '/assets/..%2F..%2Flocal-stack.json', '/..%2Fweb%2F..%2Flocal-stack.json']) {
      const res = await fetch(`${stack().url}${path}`);
      const body = await res.text();
      expect(body, path).not.toContain('userPoolId');
    }
  });
});

/** A request naming `host` in Host, which fetch cannot set: what a DNS-rebound page's browser sends. */
const withHost = (endpoint: string, host: string, init: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(init.path ?? '/', endpoint);
    const req = request(url, { method: init.method ?? 'GET', headers: { ...init.headers, host } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });

const dynamoListTables = {
  method: 'POST',
  headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.ListTables', authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0' },
  body: '{}',
};

/** Issue 21 item 7: DNS rebinding. Every listener answers only its own loopback names on its own port. */
describe('every local listener refuses a Host that is not its own', () => {
  const listeners: Array<[string, () => string, { method?: string; path?: string; headers?: Record<string, string>; body?: string }]> = [
    ['the app server', () => stack().url, { path: '/config.json' }],
    ['the app server API', () => stack().url, { path: '/api/physicians' }],
    ['the app /cognito proxy', () => stack().url, { path: `/cognito/${stack().env.USER_POOL_ID}/.well-known/jwks.json` }],
    ['the app /_local pages', () => stack().url, { path: '/_local/stripe/checkout/cs_none' }],
    ['the SES inbox', () => stack().inboxUrl, { path: '/store' }],
    ['cognito-local', () => stack().env.COGNITO_ENDPOINT as string, { path: `/${stack().env.USER_POOL_ID}/.well-known/jwks.json` }],
    ['s3rver', () => stack().env.S3_ENDPOINT as string, { path: '/' }],
    ['DynamoDB Local', () => stack().env.DYNAMODB_ENDPOINT as string, dynamoListTables],
  ];

  it.each(listeners)('%s', async (_name, endpoint, init) => {
    const port = new URL(endpoint()).port;
    for (const host of [`rebound.example:${port}`, 'rebound.example', `127.0.0.1.nip.io:${port}`, `127.0.0.1:${Number(port) + 1}`]) {
      const res = await withHost(endpoint(), host, init);
      expect(res.status, `Host: ${host}`).toBe(421);
      expect(res.body, `Host: ${host}`).toMatch(/misdirected/i);
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await withHost(endpoint(), host, init)).status, `Host: ${host}`).not.toBe(421);
    }
  });

  it('/config.json names the configured origin for Cognito, whatever own name the request used', async () => {
    const { port } = new URL(stack().url);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const res = await withHost(stack().url, host, { path: '/config.json' });
      expect(JSON.parse(res.body)).toMatchObject({ userPoolEndpoint: `http://127.0.0.1:${port}/cognito` });
    }
  });
});

/** Issue 21 item 7: the Stripe simulator's buttons and the alert run change state; no other site may press them. */
describe('/_local/* refuses requests a browser marks as cross-origin', () => {
  const local = (path: string, headers: Record<string, string>, method = 'POST') => fetch(`${stack().url}${path}`, { method, headers, redirect: 'manual' });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null (a sandboxed page)', { origin: 'null' }],
    ['the SES inbox as Origin (same site, other port)', { origin: 'INBOX' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s (403), for the simulator and the alert run', async (_name, headers) => {
    const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'INBOX' ? new URL(stack().inboxUrl).origin : v]));
    for (const [path, method] of [['/_local/stripe/checkout/cs_none/pay', 'POST'], ['/_local/stripe/portal/bps_none/cancel', 'POST'], ['/_local/alerts/run', 'POST'], ['/_local/stripe/checkout/cs_none', 'GET']]) {
      const res = await local(path as string, h, method);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.text()).toMatch(/forbidden/i);
    }
  });

  it('still serves the app itself: its own Origin, same-origin or no browser marks at all', async () => {
    const own = stack().url;
    const marks: Record<string, string>[] = [{ origin: own, 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}];
    for (const headers of marks) {
      const res = await local('/_local/stripe/checkout/cs_none/pay', headers);
      // Past the check: the simulator itself answers that there is no such session.
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(await res.text()).toContain('No such checkout session');
    }
  });
});

/** Issue 21 item 7: a taken SES_PORT used to be swallowed by the emulator; npm start now stops and says so. */
describe('npm start with a taken SES_PORT', () => {
  it('exits 1 naming SES_PORT, before starting anything', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const sesPort = (blocker.address() as { port: number }).port;
    const dir = mkdtempSync(join(tmpdir(), 'pd-ses-port-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, PORT: String(await freePort()), SES_PORT: String(sesPort), DATA_DIR: join(dir, 'data'), WEB_DIST: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    try {
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 25_000);
        child.once('exit', (c) => (clearTimeout(timer), resolve(c)));
      });
      expect(code).toBe(1);
      expect(stderr).toContain(`SES_PORT ${sesPort} is already in use`);
    } finally {
      child.kill();
      blocker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
