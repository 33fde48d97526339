import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
