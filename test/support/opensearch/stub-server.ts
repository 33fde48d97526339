import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { openSearchClient } from '../../../functions/adapters/aws/opensearch-client';

/**
 * Test-only: an HTTP server on 127.0.0.1 standing in for an OpenSearch
 * domain. It records every request (method, path, headers, body) and
 * answers with whatever the test's handler returns, so the real client,
 * signer and serializer run end to end without leaving the machine.
 * For a domain with state (templates, aliases, versions), hand it
 * createStubDomain().handle (stub-domain.ts).
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as JSON, or as one JSON value per line for ndjson (_bulk). */
  json: unknown;
}

export type StubReply = { status: number; body?: unknown };

const parseBody = (text: string, contentType = ''): unknown => {
  if (!text) return undefined;
  // A one-line bulk body (a single delete) is also valid JSON: the content type says it is lines.
  if (contentType.includes('ndjson')) return text.trim().split('\n').map((line) => JSON.parse(line) as unknown);
  try {
    return JSON.parse(text);
  } catch {
    return text.trim().split('\n').map((line) => JSON.parse(line) as unknown);
  }
};

/** A handler may answer later (a test holding one request until another was answered, to order a race). */
export type StubHandler = (req: RecordedRequest) => StubReply | Promise<StubReply>;

export const startStub = async (handle: StubHandler) => {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, json: parseBody(body, req.headers['content-type']) };
      requests.push(recorded);
      const answer = (reply: StubReply) => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body === undefined || req.method === 'HEAD' ? undefined : JSON.stringify(reply.body));
      };
      const failure = (err: unknown): StubReply => ({ status: 500, body: { error: { type: 'stub_failure', reason: String(err) }, status: 500 } });
      try {
        void Promise.resolve(handle(recorded)).then(answer, (err: unknown) => answer(failure(err)));
      } catch (err) {
        answer(failure(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** What OpenSearch answers to a _bulk request whose every item succeeds. */
export const bulkOk = (lines: unknown): StubReply => {
  const actions = (lines as Array<Record<string, { _id: string } | undefined>>).filter((l) => l.index || l.delete);
  return {
    status: 200,
    body: {
      took: 5,
      errors: false,
      items: actions.map((a) =>
        a.index ? { index: { _id: a.index._id, result: 'created', status: 201 } } : { delete: { _id: a.delete?._id, result: 'deleted', status: 200 } },
      ),
    },
  };
};

/** AWS's documented example keys: requests are signed for real, and nothing signed with them is valid anywhere. */
export const exampleCredentials = async () => ({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' });

/**
 * For a test file: starts a stub per call with a real, signing client on it,
 * and closes every stub after each test.
 */
export const useStubs = () => {
  const open: Array<{ close: () => Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  return async (handle: StubHandler) => {
    const stub = await startStub(handle);
    open.push(stub);
    return { stub, client: openSearchClient({ node: stub.url, region: 'us-east-1', getCredentials: exampleCredentials }) };
  };
};
