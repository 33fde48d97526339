import type { DynamoDBDocumentClient } from './aws/sdk/lib-dynamodb';
import { type Config, config } from '../core/config';
import type { Deps } from '../core/deps';
import { documentClient } from './aws/dynamo-client';

/**
 * The one place that builds a process's Deps, from the adapters the process
 * provided. A function bundles only what its lambda.ts provides (one factory
 * per store, store-adapters.ts; search-adapters.ts; billing-adapters.ts), so
 * each function carries and parses only its own adapters (issue 23); the
 * local stack, tests and ops scripts provide every one (all-adapters.ts).
 * infra/provided-adapters.test.ts checks that every Deps member a function's
 * bundled code reads is provided by its lambda.ts.
 */

/** What a factory builds from: one DynamoDB client and one clock per process. */
export interface AdapterContext {
  readonly c: Config;
  readonly db: DynamoDBDocumentClient;
  readonly now: () => Date;
}

export type AdapterName = Exclude<keyof Deps, 'config' | 'now'>;
export type Adapters = { readonly [K in AdapterName]: (x: AdapterContext) => Deps[K] };
/** Tests and the local server swap stacks within one process; the local search index is dropped with them. */
export interface AdapterHooks {
  readonly resetSearch: () => void;
}

// Every member of Deps built by a factory; the type below fails to compile when Deps gains one not listed here.
export const adapterNames = [
  'physicians', 'search', 'users', 'suppression', 'activity', 'contactReports', 'billing', 'ledger', 'verifier', 'files', 'lists', 'marks',
  'savedSearches', 'alerts', 'mailer', 'rateLimiter', 'contactMessages', 'submissions', 'removals', 'profileAccess', 'profileLedger',
  'profileChanges', 'teams', 'teamActivity', 'intents', 'directory', 'keyring', 'cvFiles',
] as const satisfies readonly AdapterName[];
const everyNameListed: [Exclude<AdapterName, (typeof adapterNames)[number]>] extends [never] ? true : never = true;

const registry: { -readonly [K in keyof Adapters]?: Adapters[K] } & Partial<AdapterHooks> = {};

export const provideAdapters = (adapters: Partial<Adapters & AdapterHooks>): void => {
  Object.assign(registry, adapters);
};

/** The names this process provided, for the check that a function bundles what its code reads. */
export const providedAdapters = (): AdapterName[] => adapterNames.filter((name) => registry[name] !== undefined);

const factoryOf = <K extends AdapterName>(name: K): Adapters[K] => {
  const factory = registry[name];
  if (!factory) throw new Error(`The ${name} adapter is not bundled in this function: its lambda.ts must provide it (provideAdapters)`);
  return factory as Adapters[K];
};

export const buildDeps = (c: Config): Deps => {
  const now = () => new Date();
  const x: AdapterContext = { c, db: documentClient(c), now };
  const built = new Map<AdapterName, unknown>();
  const d = { config: c, now };
  // Each adapter is built on first use, so building Deps costs nothing for the stores a request never touches.
  for (const name of adapterNames) {
    Object.defineProperty(d, name, {
      enumerable: true,
      get: () => {
        if (!built.has(name)) built.set(name, factoryOf(name)(x));
        return built.get(name);
      },
    });
  }
  void everyNameListed;
  // Every member of Deps is defined above: config and now as values, the rest as getters over adapterNames (checked complete).
  return d as unknown as Deps;
};

let built: Promise<Deps> | undefined;
export const deps = (): Promise<Deps> => (built ??= Promise.resolve().then(() => buildDeps(config())));

/** Tests and the local server swap stacks within one process. */
export const resetDeps = (): void => {
  built = undefined;
  registry.resetSearch?.();
};
