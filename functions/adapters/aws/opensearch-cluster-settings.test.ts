import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyClusterSettings } from './opensearch-cluster-settings';
import { createOpenSearchHttpClient } from './opensearch-http';

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A loopback domain that keeps the persistent settings it is given, flat, as the managed service does. */
const fakeDomain = async (ignoreWrites = false) => {
  const persistent: Record<string, unknown> = {};
  const calls: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url}`);
      if (req.method === 'PUT' && !ignoreWrites) Object.assign(persistent, (JSON.parse(body) as { persistent: object }).persistent);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.method === 'PUT' ? { acknowledged: true } : { persistent, transient: {} }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  const node = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = createOpenSearchHttpClient({ node, region: 'us-east-1', getCredentials: async () => ({ accessKeyId: 'AKID', secretAccessKey: 'secret' }) });
  return { client, calls, persistent };
};

describe('applyClusterSettings', () => {
  it('puts concurrent segment search in auto mode, in the flat form, and reads it back', async () => {
    const { client, calls, persistent } = await fakeDomain();
    expect(await applyClusterSettings(client)).toEqual({ mode: 'auto' });
    expect(calls).toEqual(['PUT /_cluster/settings', 'GET /_cluster/settings?flat_settings=true']);
    expect(persistent).toEqual({ 'search.concurrent_segment_search.mode': 'auto' });
  });

  it('reports what the domain says when it did not take the setting', async () => {
    const { client } = await fakeDomain(true);
    expect(await applyClusterSettings(client)).toEqual({ mode: null });
  });
});
