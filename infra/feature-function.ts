import { Duration, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { FEATURE_ROUTES_DEFINE } from '../functions/http/feature-routes';
import { type Feature, routesOf } from '../functions/routes';
import { repoPath } from './repo-paths';
/** A file a function reads beside its index.mjs at run time: `from` under the repo root, copied as `file`. */
export interface FileBeside {
  readonly from: string;
  readonly file: string;
}
/**
 * Tables read at run time rather than bundled, because data is not code to
 * parse at every cold start; each loader reads it beside its own module
 * (`import.meta.url`), which in a bundle is index.mjs. Names kept in step with
 * the loaders (infra does not import function code; infra/feature-function.test.ts checks).
 * Every function gets them: any of them may come to bundle a loader, and a missing file would fail only on first use.
 */
const DATA_FILES: readonly FileBeside[] = [
  // functions/core/search/zip-centroids.ts: 210 KB, read by the first distance search.
  { from: 'functions/core/search/zip-centroids.bin', file: 'zip-centroids.bin' },
  // functions/core/taxonomy/nucc.ts: the NUCC table (37 KB), read by the first specialty lookup (issue 23).
  { from: 'functions/core/taxonomy/nucc-physicians.json', file: 'nucc-physicians.json' },
];
/** The PDF exports' font (functions/exports/formats/pdf-document.ts): 740 KB only where PDFs are written; a subset of it is embedded in each PDF. */
const PDF_FONT: FileBeside = { from: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', file: 'DejaVuSans.ttf' };

export const filesBesideBundle = (feature: Feature | EventFunction): readonly FileBeside[] => [...DATA_FILES, ...(feature === 'exports' ? [PDF_FONT] : [])];
/**
 * pdfkit (with fontkit, ~400 KB minified even without its WOFF2 decoder) is
 * installed beside the exports bundle rather than bundled: it would double
 * the function's bundle, every request would parse it, and only PDF exports
 * load it (functions/exports/formats/pdf-document.ts imports it on first use).
 * The Excel writer likewise (62 KB minified with fflate, issue 23): only
 * Excel exports load it (functions/exports/formats/xlsx-file.ts).
 */
const EXTERNAL_NODE_MODULES: Partial<Record<Feature | EventFunction, string[]>> = { exports: ['pdfkit', 'write-excel-file'] };
/**
 * The file renderers' libraries are loaded only by functions/exports/formats, on first use. The meta
 * function bundles every endpoint's declaration for the OpenAPI document, so without this it would carry
 * them too (1.3 MB) without ever running them: they stay out of every bundle but the exports one.
 */
export const RENDERER_MODULES = ['pdfkit', 'write-excel-file', 'write-excel-file/node'] as const;
/**
 * Code the local stack alone runs, imported on first use, which never happens in AWS: jose verifies
 * cognito-local's tokens (deployed functions use aws-jwt-verify; functions/adapters/local/jose-token-verifier.ts),
 * and the columnar engine is the local search (functions/adapters/search-adapters.ts, LOCAL_ENGINE_MODULE).
 */
const LOCAL_ONLY_MODULES = ['jose', './local/columnar-search-index'] as const;
/**
 * The runtime's AWS SDK, required on first use through functions/adapters/aws/sdk/load.ts (Secrets Manager,
 * the credential chain off Lambda). Not `@aws-sdk/*`: @aws-sdk/util-dynamodb, the lean DynamoDB client's
 * marshalling (functions/adapters/aws/dynamo-lite), is small and pure, so it is bundled, not imported from the runtime.
 */
const RUNTIME_SDK_MODULES = ['@aws-sdk/client-*', '@aws-sdk/lib-*', '@aws-sdk/credential-provider-*'] as const;
export const externalModulesOf = (feature: Feature | EventFunction): string[] => [
  ...RUNTIME_SDK_MODULES,
  ...LOCAL_ONLY_MODULES,
  ...(feature === 'exports' ? (EXTERNAL_NODE_MODULES.exports ?? []) : RENDERER_MODULES),
];

/** Functions that no route calls: event consumers, Cognito triggers and scheduled jobs. */
export type EventFunction = 'indexer' | 'post-confirmation' | 'post-authentication' | 'removal-sweep' | 'alert-run' | 'search-reconcile' | 'intent-expiry';

/** Source file under functions/ of each event function; features are `<feature>/lambda.ts`. */
export const eventEntries: Record<EventFunction, string> = {
  indexer: 'indexer/lambda.ts',
  'post-confirmation': 'account/post-confirmation.ts',
  'post-authentication': 'account/post-authentication.ts',
  'removal-sweep': 'removal/sweep/lambda.ts',
  'alert-run': 'alerts/run/lambda.ts',
  'search-reconcile': 'indexer/reconcile/lambda.ts',
  'intent-expiry': 'profile/intent-expiry/lambda.ts',
};

const isEventFunction = (name: string): name is EventFunction => Object.hasOwn(eventEntries, name);

export const entryOf = (name: Feature | EventFunction): string => (isEventFunction(name) ? eventEntries[name] : `${name}/lambda.ts`);

export interface FeatureFunctionProps {
  /** An HTTP feature of routes.ts (functions/<feature>/lambda.ts) or an event function (see eventEntries). */
  readonly feature: Feature | EventFunction;
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  /** Defaults to the HTTP features' description. */
  readonly description?: string;
  /** Defaults to 15 s, inside the HTTP API's 30 s; event consumers may need longer. */
  readonly timeout?: Duration;
}

/** What esbuild writes into a bundle: an HTTP feature's own rows of the route table (functions/http/feature-routes.ts). */
export const bundleDefinesOf = (feature: Feature | EventFunction): Record<string, string> =>
  isEventFunction(feature) ? {} : { [FEATURE_ROUTES_DEFINE]: JSON.stringify(JSON.stringify(routesOf(feature))) };

// esbuild's ESM output has no `require`; a few CommonJS dependencies still call it.
const esmRequireShim =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * The one place that holds every Lambda default: one function per feature
 * (and per event consumer, such as the indexer and the Cognito triggers),
 * bundled from its entry file, with its own log group and a role that
 * starts with nothing but log writes, so each grant is visible.
 */
export class FeatureFunction extends NodejsFunction {
  /** The role grants go to; a concrete Role so nag acknowledgments can sit next to each grant. */
  readonly executionRole: Role;

  constructor(scope: Construct, id: string, props: FeatureFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: props.logRetention });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Lambda role of the ${props.feature} feature`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      description:
        props.description ?? `${props.feature} feature: every route of functions/routes.ts with feature '${props.feature}'`,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      // 1 GB buys the CPU share that JSON and CSV work needs; the HTTP API gives up at 30 s anyway.
      memorySize: 1024,
      timeout: props.timeout ?? Duration.seconds(15),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      // No NODE_OPTIONS --enable-source-maps: it parsed the map at every cold start; a logged stack is mapped instead
      // (functions/core/source-stack.ts), so the map beside index.mjs is read only when an error is logged.
      environment: props.environment,
      ...codeOf(scope, props.feature),
    });
    this.executionRole = role;
  }
}

/**
 * Tests and `cdk deploy <other stack>` skip bundling (context
 * `aws:cdk:bundling-stacks`); the placeholder then avoids running esbuild and
 * lets the infra tests run while a feature's lambda.ts is still being written.
 */
const codeOf = (scope: Construct, feature: Feature | EventFunction) => {
  if (!Stack.of(scope).bundlingRequired) {
    return { code: Code.fromInline('// bundling skipped for this stack'), handler: 'index.handler' };
  }
  return {
    entry: repoPath('functions', entryOf(feature)),
    handler: 'handler',
    projectRoot: repoPath(),
    depsLockFilePath: repoPath('package-lock.json'),
    bundling: {
      format: OutputFormat.ESM,
      minify: true,
      sourceMap: true,
      // File:line without the sources: a logged stack reads a ~400 KB map instead of ~1.4 MB (functions/core/source-stack.ts).
      sourcesContent: false,
      forceDockerBundling: false,
      mainFields: ['module', 'main'],
      banner: esmRequireShim,
      define: bundleDefinesOf(feature),
      ...(EXTERNAL_NODE_MODULES[feature] ? { nodeModules: EXTERNAL_NODE_MODULES[feature] } : {}),
      externalModules: externalModulesOf(feature),
      // Data tables and the PDF font are read beside index.mjs, not bundled (filesBesideBundle above).
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (inputDir: string, outputDir: string) => [
          ...filesBesideBundle(feature).map(({ from, file }) => `cp "${inputDir}/${from}" "${outputDir}/${file}"`),
          // The OpenAPI document, generated now and served as a file (functions/meta/get-open-api.ts), so the meta bundle holds no feature's code.
          ...(feature === 'meta' ? [`cd "${inputDir}" && node --import tsx scripts/openapi/write-openapi.ts "${outputDir}"`] : []),
        ],
      },
    },
  };
};
