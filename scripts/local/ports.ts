import { createServer } from 'node:net';

/** A port the OS says is free now; emulators bind to it right after. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

/** Whether something already listens on the port; the app port must say so clearly, not crash. */
export const portInUse = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(true));
    srv.listen(port, () => srv.close(() => resolve(false)));
  });

export const waitFor = async (what: string, check: () => Promise<unknown>, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      await check();
      return;
    } catch (e) {
      last = e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${what} did not become ready in ${timeoutMs} ms: ${String(last)}`);
};
