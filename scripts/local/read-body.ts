import type { IncomingMessage } from 'node:http';

/**
 * A request's body, or null when it passes `limit` bytes. Past the limit the
 * rest is drained, not kept, so the client still reads a clean refusal.
 */
export const readBody = (req: IncomingMessage, limit: number): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= limit) chunks.push(c);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
