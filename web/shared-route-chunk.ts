import type { Plugin } from 'vite';

/**
 * One chunk for what a lazy route shares with other lazy routes, instead of the one small chunk per set of routes
 * sharing a module that Rolldown makes by default. `/search` loaded 28 such chunks of 0.2 to 4 KB: the browser's task
 * that asks for a route's module graph took about 200 ms at the 4x CPU slowdown of Lighthouse's phone, all of it
 * blocking time after the first paint (issue 24). In one chunk: 19 requests instead of 36, 4 KB less.
 *
 * What the entry or the `others` (pages that must not load it: the landing page) import statically is left out,
 * so they load nothing more. A route that shares one module of it loads the whole chunk (9 KB gzip): the heaviest
 * first visit, /submit-resume, grows by 6 KB.
 *
 * Rolldown asks `test` during chunking, once every module has been parsed; the static imports are recorded as they
 * are (`moduleParsed`). Paths end the ids: `route`, `entry` and `others` are given from the repository's root.
 */
export function sharedRouteChunk(route: string, entry: string, others: readonly string[] = []): { plugin: Plugin; test(id: string): boolean } {
  const imports = new Map<string, readonly string[]>();
  let captured: ReadonlySet<string> | null = null;
  const idOf = (path: string) => {
    const id = [...imports.keys()].find((known) => known.endsWith(path));
    if (!id) throw new Error(`sharedRouteChunk: no module ${path} in the build`);
    return id;
  };
  const closure = (from: string) => {
    const seen = new Set<string>();
    const queue = [from];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  return {
    plugin: {
      name: 'shared-route-chunk',
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
      },
    },
    test(id) {
      if (!captured) {
        const elsewhere = new Set([entry, ...others].flatMap((path) => [...closure(idOf(path))]));
        captured = new Set([...closure(idOf(route))].filter((module) => !elsewhere.has(module)));
      }
      return captured.has(id);
    },
  };
}
