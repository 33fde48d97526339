import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdapterName } from '../functions/adapters/pick';
import { features } from '../functions/routes';
import { bundledSources, depsReadsOf } from './deps-reads';
import { type EventFunction, entryOf, eventEntries } from './feature-function';

/**
 * Each Lambda bundles only the adapters its lambda.ts provides (issue 23), so
 * a route reaching a store its function did not provide would fail in
 * production only. Here, for every function: the adapters its bundled code
 * reads of Deps (infra/deps-reads.ts) are exactly those its entry provides,
 * none missing, and none extra that would only weigh on its bundle.
 */
const names = [...features, ...(Object.keys(eventEntries) as EventFunction[])];
const pick = 'functions/adapters/pick.ts';
const expected = new Map<string, AdapterName[]>();
let perFile = new Map<string, Set<AdapterName>>();

beforeAll(async () => {
  const sources = new Map(await Promise.all(names.map(async (name) => [name, await bundledSources(entryOf(name))] as const)));
  perFile = depsReadsOf([...new Set([...sources.values()].flat())]);
  for (const [name, files] of sources) {
    const reads = new Set(files.flatMap((f) => [...(perFile.get(f) ?? [])]));
    // Without pick.ts there is no Deps: the code that reads it (a shared module) is bundled but never given one.
    expected.set(name, files.includes(pick) ? [...reads].sort() : []);
  }
}, 300_000);

describe('every function provides the adapters its code reads', () => {
  it.each(names)('%s', async (name) => {
    vi.resetModules();
    await import(/* @vite-ignore */ `../functions/${entryOf(name)}`);
    const { providedAdapters } = await import('../functions/adapters/pick');
    expect([...providedAdapters()].sort()).toEqual(expected.get(name));
  });

  it('sees reads through any type Deps is passed as, not only Deps itself', () => {
    // core/subscription.ts reads users and teams through its own { users; teams } type; search reaches it.
    expect([...(perFile.get('functions/core/subscription.ts') ?? [])].sort()).toEqual(['teams', 'users']);
    expect(expected.get('search')).toEqual(expect.arrayContaining(['search', 'teams', 'users', 'verifier', 'directory']));
    expect(expected.get('search-reconcile')).toEqual([]);
  });
});
