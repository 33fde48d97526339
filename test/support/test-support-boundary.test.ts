import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return ['node_modules', 'cdk.out'].includes(e.name) ? [] : sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });

// What a Lambda bundle or the stack can pull in: everything under functions/ and infra/ except tests.
const production = [...sources('functions'), ...sources('infra')].filter((f) => !/\.test\.tsx?$/.test(f));
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from ['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');

type Rule = { name: string; from: { path: string | string[]; pathNot?: string | string[] }; to: { path: string | string[] } };
const { forbidden } = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: Rule[] };

describe('test support stays out of production code (issue 14 item 10)', () => {
  it('no production module imports vitest: test-only helpers (goldens, evaluator, stub server) live under test/support', () => {
    expect(production.filter((f) => importsOf(f).some((i) => i === 'vitest' || i.startsWith('vitest/')))).toEqual([]);
  });

  it('no production module imports anything under test/', () => {
    const offenders = production.filter((f) => importsOf(f).some((i) => i.startsWith('.') && normalize(join(dirname(f), i)).startsWith('test/')));
    expect(offenders).toEqual([]);
  });

  it('npm run lint:deps forbids functions/ and infra/ (tests aside) from importing test/', () => {
    const rule = forbidden.find((r) => r.name === 'production-uses-no-test-support');
    expect(rule).toBeDefined();
    expect([rule?.from.path].flat()).toEqual(expect.arrayContaining(['^functions/', '^infra/']));
    expect(new RegExp(String(rule?.from.pathNot)).test('functions/search/handler.test.ts')).toBe(true);
    expect(new RegExp(String(rule?.to.path)).test('test/support/opensearch/dsl-evaluator.ts')).toBe(true);
  });
});
