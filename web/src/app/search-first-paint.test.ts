import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Issue 24: /search's first paint stays within 150 KB gzip, and zod alone is
 * 25 KB of it. Response schemas load with their request (`() => import(...)`,
 * lib/api.ts); a static import of a schema module anywhere on the page's
 * static path (an option list read from a zod module did it once) pulls zod
 * back in. This walks the static imports from the route, as the bundler does.
 */
const web = resolve(import.meta.dirname, '..');
const core = resolve(web, '../../functions/core');
const fromSpec = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm;

const resolveSpec = (from: string, spec: string): string | null => {
  const base = spec.startsWith('@core/') ? join(core, spec.slice('@core/'.length)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && p.match(/\.tsx?$/)) ?? null;
};

const staticClosure = (entry: string): Map<string, string[]> => {
  const seen = new Map<string, string[]>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    const specs = [...readFileSync(file, 'utf8').matchAll(fromSpec)].map((m) => m[1] as string);
    seen.set(file, specs);
    for (const spec of specs) {
      const next = resolveSpec(file, spec);
      if (next) walk(next);
    }
  };
  walk(entry);
  return seen;
};

describe('/search first paint', () => {
  test('imports no zod on its static path', () => {
    const closure = staticClosure(join(web, 'app/search-route.tsx'));
    const withZod = [...closure].filter(([, specs]) => specs.some((s) => s === 'zod' || s.endsWith('/zod') || s === '@core/zod')).map(([file]) => relative(resolve(web, '../..'), file));
    expect(closure.size).toBeGreaterThan(20);
    expect(withZod).toEqual([]);
  });
});
