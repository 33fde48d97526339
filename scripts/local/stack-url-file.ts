import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a running `npm start` says it listens, so local commands
 * (`npm run alerts:run`) reach it on whatever PORT it was given instead of
 * assuming 3000. It lives in the data folder: one stack per folder.
 */
const fileIn = (dataDir: string) => join(dataDir, 'stack-url');

export const writeStackUrl = (dataDir: string, url: string): void => writeFileSync(fileIn(dataDir), `${url}\n`);

export const removeStackUrl = (dataDir: string): void => rmSync(fileIn(dataDir), { force: true });

/** The running stack's URL, or undefined when none has written one. */
export const readStackUrl = (dataDir: string): string | undefined => {
  try {
    return readFileSync(fileIn(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
};

/** `--base` wins, then PORT, then what the running stack wrote, then the default port. */
export const localBaseUrl = (opts: { base?: string; port?: string; dataDir: string }): string =>
  (opts.base ?? (opts.port ? `http://127.0.0.1:${opts.port}` : undefined) ?? readStackUrl(opts.dataDir) ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
