import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceStack, withSourceStacks } from './source-stack';

const dir = mkdtempSync(join(tmpdir(), 'source-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A minified ESM bundle with its map beside it, as CDK bundles a function (infra/feature-function.ts), of an entry that throws on line 4. */
const bundled = async () => {
  const entry = join(dir, 'thrower.ts');
  writeFileSync(
    entry,
    [
      `import { sourceStack, withSourceStacks, bundleMapPathForTests } from ${JSON.stringify(join(import.meta.dirname, 'source-stack.ts'))};`,
      'export const fail = (): never => {',
      '  const why = String(Date.now() > 0 ? "boom" : "never");',
      '  throw new Error(why);',
      '};',
      'export const mapped = (): string => { try { fail(); } catch (e) { return sourceStack((e as Error).stack ?? ""); } return ""; };',
      'export const wrapped = withSourceStacks(async () => fail());',
      'export const mapPath = bundleMapPathForTests;',
    ].join('\n'),
  );
  const outfile = join(dir, 'index.mjs');
  await build({ entryPoints: [entry], outfile, bundle: true, minify: true, format: 'esm', platform: 'node', sourcemap: true, sourcesContent: false, logLevel: 'error' });
  return (await import(pathToFileURL(outfile).href)) as { mapped: () => string; wrapped: () => Promise<never>; mapPath: () => string | null };
};

describe('stacks in source terms without --enable-source-maps (issue 23: cold starts)', () => {
  it('maps the bundle frames of a logged stack to the source file and line, from the map beside the bundle', async () => {
    const b = await bundled();
    expect(b.mapPath()).toBe(join(dir, 'index.mjs.map'));
    const stack = b.mapped();
    expect(stack).toMatch(/thrower\.ts:4:\d+/);
    expect(stack).not.toMatch(/index\.mjs:\d+:\d+/);
  });

  it("an event function's thrown error reaches the runtime with a source stack, and is the same error", async () => {
    const b = await bundled();
    const error = await b.wrapped().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('boom');
    expect((error as Error).stack).toMatch(/thrower\.ts:4:\d+/);
  });

  it('leaves a stack alone where no map is beside the module (tests, npm start) and frames of other files', async () => {
    const stack = new Error('x').stack ?? '';
    expect(sourceStack(stack)).toBe(stack);
    await expect(withSourceStacks(async () => 42)()).resolves.toBe(42);
  });
});
