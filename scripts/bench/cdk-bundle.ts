import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type EventFunction, FeatureFunction } from '../../infra/feature-function';
import type { Feature } from '../../functions/routes';

export type FunctionName = Feature | EventFunction;

/**
 * Bundles one function exactly as `cdk deploy` does: the real FeatureFunction
 * construct in a throwaway app, so esbuild runs with the deployed options
 * (ESM, minified, source map, @aws-sdk external, the require banner).
 * The output sits under the repo so the bundle can resolve @aws-sdk/* from
 * node_modules when imported, as it resolves the runtime's copy in Lambda.
 */
export const cdkBundle = (name: FunctionName, root: string): string => {
  const outdir = resolve(root, name);
  rmSync(outdir, { recursive: true, force: true });
  const app = new App({ outdir });
  new FeatureFunction(new Stack(app, 'Bench'), 'Fn', { feature: name, environment: {}, logRetention: RetentionDays.ONE_DAY });
  const asset = readdirSync(outdir).find((d) => d.startsWith('asset.'));
  const file = asset ? join(outdir, asset, 'index.mjs') : '';
  if (!existsSync(file)) throw new Error(`No bundle for ${name} in ${outdir}`);
  return file;
};
