import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/**
 * Test-only: compares a value with its golden JSON in events/opensearch.
 * `UPDATE_GOLDEN=1 npx vitest run ...` rewrites the files; review the diff
 * by hand before keeping it, since the files are what guards against drift.
 */
export const goldenDir = fileURLToPath(new URL('../../../events/opensearch/', import.meta.url));

export const expectGolden = (file: string, value: unknown): void => {
  const path = goldenDir + file;
  const json = `${JSON.stringify(value, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, json);
  // A missing file fails rather than being written silently: new goldens are created on purpose.
  if (!existsSync(path)) throw new Error(`No golden file ${file}; run with UPDATE_GOLDEN=1 and review it`);
  expect(JSON.parse(json)).toEqual(JSON.parse(readFileSync(path, 'utf8')));
};

export const readResponse = <T = unknown>(file: string): T => JSON.parse(readFileSync(`${goldenDir}responses/${file}`, 'utf8')) as T;
