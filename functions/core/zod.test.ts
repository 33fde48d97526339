import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });

describe('zod goes through functions/core/zod.ts', () => {
  // zod's own `z` is a namespace object: one import of it puts all of zod (443 KB) back into a bundle.
  it('no Lambda or web source imports zod directly', () => {
    const direct = [...sources('functions'), ...sources('web/src')]
      .filter((f) => f !== join('functions', 'core', 'zod.ts'))
      .filter((f) => /from ['"]zod['"]/.test(readFileSync(f, 'utf8')));
    expect(direct).toEqual([]);
  });
});
