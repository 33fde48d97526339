import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';
import { guardServer } from './host-guard';
import { portInUse } from './ports';

// A CommonJS module with an `exports.default`: under Node's ESM loader the default import is the exports object.
const sesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

export const sesPortTaken = (port: number): string =>
  `SES_PORT ${port} is already in use. Stop whatever listens there, or run with SES_PORT=<another port> (or without SES_PORT for a free one).`;

/**
 * The SES emulator and its mail inbox on 127.0.0.1, behind the Host check.
 * The emulator resolves even when it could not listen (it drops express's
 * listen error), so a taken SES_PORT is checked before and after, not
 * discovered later as mail that never arrives.
 */
export const startSes = async (port: number): Promise<Server> => {
  if (await portInUse(port)) throw new Error(sesPortTaken(port));
  const server = await sesServer({ host: '127.0.0.1', port }).then((s) => guardServer(s, port));
  if (!server.listening) throw new Error(sesPortTaken(port));
  return server;
};
