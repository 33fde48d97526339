import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { http, ok } from '../http/endpoint';
import { OPENAPI_FILE } from './open-api-file';

/**
 * The document is generated once, when the meta function is bundled, and
 * read from beside the bundle: building it needs every endpoint's
 * declaration, which would put every feature's code in this function
 * (352 KB, 157 ms cold init). Run from source (npm start, the tests) there
 * is no such file, and the document is built from the declarations.
 */
const beside = fileURLToPath(new URL(`./${OPENAPI_FILE}`, import.meta.url));
// Not a literal, so esbuild leaves the module out of the bundle: only a run from source ever loads it.
const FROM_SOURCE = '../openapi';

const load = async (): Promise<unknown> => {
  if (existsSync(beside)) return JSON.parse(readFileSync(beside, 'utf8')) as unknown;
  const { openApiDocument } = (await import(FROM_SOURCE)) as typeof import('../openapi');
  return openApiDocument();
};

let doc: Promise<unknown> | undefined;

export const getOpenApi = http({ summary: 'This document' }, async () => ok(await (doc ??= load())));
