import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Issue 14 item 9: sonner and Amplify stay off the first page's path, loaded
 * only when needed. A static import anywhere else would pull them back into
 * the entry chunk (dependency-cruiser cannot see into node_modules here).
 */
const src = join(import.meta.dirname, '..');
const allowed = [/^lib\/toast\//, /^lib\/auth\/(amplify-auth|configure-auth|token-refresher)\.ts$/, /^testing\//, /\.test\.tsx?$/, /^test-setup\.ts$/];
const staticImport = /^import\s+(?!type\b)[^;]*?from\s+'(sonner|aws-amplify(?:\/[^']*)?)'/m;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

describe('first-paint imports', () => {
  test('only lib/toast imports sonner and only lib/auth/amplify-auth (and what it loads) imports Amplify', () => {
    const offenders = sourceFiles(src)
      .map((file) => relative(src, file))
      .filter((file) => !allowed.some((rule) => rule.test(file)))
      .filter((file) => staticImport.test(readFileSync(join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
