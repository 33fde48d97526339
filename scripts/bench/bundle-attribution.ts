import { build } from 'esbuild';
import { bundleDefinesOf, externalModulesOf } from '../../infra/feature-function';
import type { FunctionName } from './cdk-bundle';

// Mirrors infra/feature-function.ts (entries and bundling options); bundles.ts checks the size equals the CDK bundle's.
const eventEntries: Partial<Record<FunctionName, string>> = {
  indexer: 'indexer/lambda.ts',
  'post-confirmation': 'account/post-confirmation.ts',
  'post-authentication': 'account/post-authentication.ts',
};
const banner = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

const packageOf = (input: string): string => {
  // zod's translations are a large share of its bytes, and a separable one.
  if (input.includes('node_modules/zod/v4/locales/')) return 'zod locales';
  const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return m?.[1] ?? input.split('/').slice(0, 2).join('/');
};

/** Minified bytes per package (or per functions/ folder) of one function's bundle, largest first, and the total. */
export const attribute = async (name: FunctionName): Promise<{ bytes: number; parts: Array<[string, number]> }> => {
  const result = await build({
    entryPoints: [`functions/${eventEntries[name] ?? `${name}/lambda.ts`}`],
    bundle: true,
    write: false,
    outfile: 'index.mjs',
    target: 'node24',
    platform: 'node',
    format: 'esm',
    minify: true,
    sourcemap: true,
    // As infra/feature-function.ts bundles: pdfkit installed beside the exports bundle, the renderers out of every other one.
    external: externalModulesOf(name),
    mainFields: ['module', 'main'],
    banner: { js: banner },
    define: bundleDefinesOf(name),
    metafile: true,
    logLevel: 'silent',
  });
  const out = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  const by = new Map<string, number>();
  for (const [input, v] of Object.entries(out?.inputs ?? {})) by.set(packageOf(input), (by.get(packageOf(input)) ?? 0) + v.bytesInOutput);
  return { bytes: out?.bytes ?? 0, parts: [...by].sort((a, b) => b[1] - a[1]) };
};
