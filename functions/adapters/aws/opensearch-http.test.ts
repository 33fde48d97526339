import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, describe, expect, it } from 'vitest';
import { type AwsCredentials, createOpenSearchHttpClient, type OpenSearchHttpOptions } from './opensearch-http';

const keys: AwsCredentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

interface Received {
  req: IncomingMessage;
  body: string;
}
type Handler = (r: Received, res: ServerResponse, n: number) => void | Promise<void>;

const servers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

/** A loopback server that records each request and lets the test answer it (or not). */
const serve = async (handle: Handler) => {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { req, body: Buffer.concat(chunks).toString('utf8') };
      received.push(r);
      void handle(r, res, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const node = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (options: Partial<OpenSearchHttpOptions> = {}) =>
    createOpenSearchHttpClient({ node, region: 'us-east-1', getCredentials: async () => keys, retryDelayMs: 1, ...options });
  return { received, client };
};

const reply = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : (v ?? '');
};

/** 20250102T030405Z → the Date it names. */
const amzDate = (s: string) => new Date(s.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

/** Signs the request as received (its signed headers, path, query and body) again; a correct signature is reproduced. */
const expectedAuthorization = async ({ req, body }: Received, credentials: AwsCredentials) => {
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(header(req, 'authorization'))?.[1]?.split(';') ?? [];
  const url = new URL(req.url ?? '/', `http://${header(req, 'host')}`);
  const signer = new SignatureV4({ service: 'es', region: 'us-east-1', credentials, sha256: Sha256 });
  const signed = await signer.sign(
    {
      method: req.method ?? '',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(signedHeaders.map((h) => [h, header(req, h)])),
      body,
    },
    { signingDate: amzDate(header(req, 'x-amz-date')) },
  );
  return signed.headers.authorization;
};

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('createOpenSearchHttpClient signing', () => {
  it('signs a search with SigV4 for "es": credential scope, signed headers, body hash and a reproducible signature', async () => {
    const { received, client } = await serve((_r, res) => reply(res, 200, { hits: { total: 0, hits: [] } }));
    const query = { query: { match: { fullName: 'Zoë Ærø' } }, size: 25 };

    const answer = await client().search({ index: 'physicians', body: query });

    expect(answer).toEqual({ statusCode: 200, body: { hits: { total: 0, hits: [] } } });
    const [r] = received;
    if (!r) throw new Error('no request');
    expect(r.req.method).toBe('POST');
    expect(r.req.url).toBe('/physicians/_search');
    expect(JSON.parse(r.body)).toEqual(query);
    expect(header(r.req, 'content-type')).toBe('application/json');
    const auth = header(r.req, 'authorization');
    expect(auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/es\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/);
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['host', 'content-type', 'x-amz-content-sha256', 'x-amz-date']));
    expect(header(r.req, 'x-amz-date')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(header(r.req, 'x-amz-content-sha256')).toBe(sha256Hex(r.body));
    expect(auth).toBe(await expectedAuthorization(r, keys));
  });

  it('sends bulk lines as NDJSON with the refresh flag in the signed query', async () => {
    const { received, client } = await serve((_r, res) => reply(res, 200, { errors: false, items: [] }));
    const lines = [{ index: { _id: 'a' } }, { fullName: 'Ada' }, { delete: { _id: 'b' } }];

    await client().bulk({ index: 'physicians', body: lines, refresh: false });

    const [r] = received;
    if (!r) throw new Error('no request');
    expect([r.req.method, r.req.url]).toEqual(['PUT', '/physicians/_bulk?refresh=false']);
    expect(header(r.req, 'content-type')).toBe('application/x-ndjson');
    expect(r.body).toBe('{"index":{"_id":"a"}}\n{"fullName":"Ada"}\n{"delete":{"_id":"b"}}\n');
    expect(header(r.req, 'x-amz-content-sha256')).toBe(sha256Hex(r.body));
    expect(header(r.req, 'authorization')).toBe(await expectedAuthorization(r, keys));
  });

  it('signs the session token of temporary credentials (the Lambda role)', async () => {
    const temporary = { ...keys, sessionToken: 'FQoGZXIvYXdzEXAMPLETOKEN' };
    const { received, client } = await serve((_r, res) => reply(res, 200, {}));

    await client({ getCredentials: async () => temporary }).indices.getMapping({ index: 'physicians' });

    const [r] = received;
    if (!r) throw new Error('no request');
    expect([r.req.method, r.req.url]).toEqual(['GET', '/physicians/_mapping']);
    expect(header(r.req, 'x-amz-security-token')).toBe('FQoGZXIvYXdzEXAMPLETOKEN');
    expect(header(r.req, 'authorization')).toMatch(/SignedHeaders=[^,]*x-amz-security-token/);
    expect(header(r.req, 'x-amz-content-sha256')).toBe(sha256Hex(''));
    expect(header(r.req, 'authorization')).toBe(await expectedAuthorization(r, temporary));
  });

  it('answers exists with a boolean body from HEAD: 200 true, 404 false', async () => {
    const { received, client } = await serve((r, res) => reply(res, r.req.url === '/physicians' ? 200 : 404));

    expect((await client().indices.exists({ index: 'physicians' })).body).toBe(true);
    expect((await client().indices.exists({ index: 'missing' })).body).toBe(false);
    expect(received.map((r) => r.req.method)).toEqual(['HEAD', 'HEAD']);
  });
});

describe('createOpenSearchHttpClient failures', () => {
  const busy = { error: { type: 'es_rejected_execution_exception' }, status: 503 };

  it('retries a 503, re-signing each attempt, and returns the answer that succeeds', async () => {
    const { received, client } = await serve((_r, res, n) => (n < 3 ? reply(res, 503, busy) : reply(res, 200, { ok: 1 })));

    const answer = await client().search({ index: 'physicians', body: {} });

    expect(answer.body).toEqual({ ok: 1 });
    expect(received).toHaveLength(3);
    for (const r of received) expect(header(r.req, 'authorization')).toBe(await expectedAuthorization(r, keys));
  });

  it('gives up after 2 retries and reports the last status and answer', async () => {
    const { received, client } = await serve((_r, res) => reply(res, 503, busy));

    await expect(client().search({ index: 'physicians', body: {} })).rejects.toThrow(
      /OpenSearch POST \/physicians\/_search failed \(503\).*es_rejected_execution_exception/,
    );
    expect(received).toHaveLength(3);
  });

  it('retries 429, 502 and 504 as well', async () => {
    const statuses = [429, 502, 504];
    const { received, client } = await serve((_r, res, n) => reply(res, statuses[n - 1] ?? 200, {}));

    await client({ maxRetries: 3 }).search({ index: 'physicians', body: {} });

    expect(received).toHaveLength(4);
  });

  it('does not retry a 400; the error holds the status and the answer, not the credentials', async () => {
    const bad = { error: { type: 'parsing_exception', reason: 'unknown query [matchh]' }, status: 400 };
    const { received, client } = await serve((_r, res) => reply(res, 400, bad));

    const error = await client()
      .search({ index: 'physicians', body: { query: { matchh: {} } } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ statusCode: 400 });
    const message = (error as Error).message;
    expect(message).toMatch(/^OpenSearch POST \/physicians\/_search failed \(400\): .*parsing_exception/);
    expect(message).toContain('unknown query [matchh]');
    expect(message).not.toContain(keys.secretAccessKey);
    expect(message).not.toContain('AWS4-HMAC-SHA256');
    expect(received).toHaveLength(1);
  });

  it('retries a dropped connection', async () => {
    const { received, client } = await serve((r, res, n) => {
      if (n === 1) r.req.socket.destroy();
      else reply(res, 200, { ok: 1 });
    });

    expect((await client().search({ index: 'physicians', body: {} })).body).toEqual({ ok: 1 });
    expect(received).toHaveLength(2);
  });

  it('sends nothing and does not retry when the credentials cannot be loaded', async () => {
    let asked = 0;
    const { received, client } = await serve((_r, res) => reply(res, 200, {}));
    const noCredentials = async (): Promise<AwsCredentials> => {
      asked++;
      throw new Error('Could not load credentials from any providers');
    };

    await expect(client({ getCredentials: noCredentials }).search({ index: 'physicians', body: {} })).rejects.toThrow(/Could not load credentials/);
    expect(asked).toBe(1);
    expect(received).toHaveLength(0);
  });

  it('fails after its timeout without retrying a slow domain', async () => {
    const { received, client } = await serve(async (_r, res) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (!res.destroyed) reply(res, 200, {});
    });
    const started = Date.now();

    await expect(client({ timeoutMs: 100 }).search({ index: 'physicians', body: {} })).rejects.toThrow(
      /OpenSearch POST \/physicians\/_search timed out after 100 ms/,
    );
    expect(Date.now() - started).toBeLessThan(900);
    expect(received).toHaveLength(1);
  });
});
