import type { Agent as HttpAgent, IncomingMessage } from 'node:http';

/** One POST's answer: status, body text and the request id DynamoDB gives every answer. */
export interface HttpAnswer {
  status: number;
  text: string;
  requestId?: string;
}

interface Transport {
  request: typeof import('node:http').request;
  agent: HttpAgent;
}

// node:http(s) and their keep-alive agents, loaded at the first request rather than at import (cold start).
const transports = new Map<string, Promise<Transport>>();
const transportOf = (protocol: string, maxSockets: number): Promise<Transport> => {
  const key = `${protocol}${maxSockets}`;
  let t = transports.get(key);
  if (!t) {
    t = (protocol === 'https:' ? import('node:https') : import('node:http')).then((m) => ({
      request: m.request,
      // keepAlive: a Lambda's warm invocations reuse the TLS connection instead of paying a handshake each.
      agent: new m.Agent({ keepAlive: true, maxSockets }),
    }));
    transports.set(key, t);
  }
  return t;
};

/** An error from the socket, with the Node `code` the retry rules read (ECONNRESET, ETIMEDOUT...). */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = code === 'ETIMEDOUT' ? 'TimeoutError' : 'NetworkError';
  }
}

export const post = async (url: URL, headers: Record<string, string>, body: string, opts: { timeoutMs: number; maxSockets: number }): Promise<HttpAnswer> => {
  const { request, agent } = await transportOf(url.protocol, opts.maxSockets);
  return new Promise<HttpAnswer>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (e: NodeJS.ErrnoException) => reject(new NetworkError(e.message, e.code ?? 'ECONNRESET')));
      res.on('end', () => {
        const id = res.headers['x-amzn-requestid'];
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ...(typeof id === 'string' ? { requestId: id } : {}) });
      });
    });
    // No byte for timeoutMs (connect, or a stalled answer): the socket is given up and the attempt retried.
    req.setTimeout(opts.timeoutMs, () => req.destroy(new NetworkError(`${url.host} did not answer within ${opts.timeoutMs} ms`, 'ETIMEDOUT')));
    req.on('error', (e: NodeJS.ErrnoException) => reject(e instanceof NetworkError ? e : new NetworkError(e.message, e.code ?? 'ECONNRESET')));
    req.end(body);
  });
};
