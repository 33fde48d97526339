import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('../../../', import.meta.url));
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourcesOf(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));

/** Every import of a value from an SDK client (a type-only import is erased, so it loads nothing). */
const valueImports = (code: string): string[] =>
  [...code.matchAll(/import\s*(\{[^}]*\}|[\w*\s]+?)\s*from\s*'(@aws-sdk\/[^']+)'|(?<!typeof\s)import\(\s*'(@aws-sdk\/[^']+)'\s*\)/g)]
    .filter((m) => !m[0].startsWith('import type') && !(m[1]?.startsWith('{') && m[1].slice(1, -1).split(',').every((s) => /^\s*(type\s|$)/.test(s))))
    .map((m) => m[2] ?? m[3] ?? '');

describe('the AWS SDK is required through functions/adapters/aws/sdk (cold starts)', () => {
  it('no function source imports a value from an SDK client package', () => {
    const offenders = sourcesOf(functionsDir)
      .filter((f) => !f.includes('/adapters/aws/sdk/'))
      // util-dynamodb is small and pure: its lexer pass costs nothing worth a bridge.
      .flatMap((f) => valueImports(readFileSync(f, 'utf8')).filter((p) => p !== '@aws-sdk/util-dynamodb').map((p) => `${relative(functionsDir, f)}: ${p}`));
    expect(offenders).toEqual([]);
  });

  it('the check sees value imports, dynamic imports and mixed ones, and passes type-only ones', () => {
    expect(valueImports("import { GetCommand } from '@aws-sdk/lib-dynamodb';")).toEqual(['@aws-sdk/lib-dynamodb']);
    expect(valueImports("import { type X, GetCommand } from '@aws-sdk/lib-dynamodb';")).toEqual(['@aws-sdk/lib-dynamodb']);
    expect(valueImports("const s = () => import('@aws-sdk/client-s3');")).toEqual(['@aws-sdk/client-s3']);
    expect(valueImports("import type { X } from '@aws-sdk/lib-dynamodb';\nimport { type Y } from '@aws-sdk/client-s3';")).toEqual([]);
    expect(valueImports("const s = loadSdk('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');")).toEqual([]);
  });
});
