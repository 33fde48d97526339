import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ApiResponse, Client } from '../../functions/adapters/aws/opensearch-http';
import { openSearchIndex } from '../../functions/adapters/aws/opensearch-search-index';
import { PAGE_SIZE, type PhysicianSummary, SELECT_ALL_MAX } from '../../functions/core/schemas/physician';
import { type QueryClass, type WorkItem, workload } from '../bench/search-workload';
import { LOAD_AS_OF, loadProfileAt } from './profiles';

export interface WorkloadRequest {
  readonly method: 'POST';
  /** Always the alias the functions search: what search:read allows. */
  readonly path: string;
  readonly body: object;
}

/** One user action: the requests the search adapter sends for it, in order (a deep jump counts first). */
export interface WorkloadOperation {
  readonly class: QueryClass;
  readonly requests: WorkloadRequest[];
}

export interface Workload {
  readonly description: string;
  readonly index: string;
  /** The profile count the file was built for (the generator's --count); deep pages reach into it. */
  readonly profiles: number;
  readonly seed: number;
  readonly operations: WorkloadOperation[];
}

/**
 * The profiles as an array-like the bench workload can draw from without
 * holding a million objects: `length` is the full count, an element is
 * generated when asked for, the same profile generate-profiles.ts wrote.
 */
const lazyProfiles = (count: number, seed: number, asOf: Date): readonly PhysicianSummary[] =>
  new Proxy([] as PhysicianSummary[], {
    get: (target, prop, receiver) => {
      if (prop === 'length') return count;
      if (typeof prop === 'string' && /^\d+$/.test(prop)) return loadProfileAt(seed, Number(prop), asOf);
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });

/**
 * A client that records what the real adapter (opensearch-search-index.ts)
 * sends and answers as a domain holding `profiles` matches would: the
 * bodies, including the count-first step of deep pages, are exactly the
 * deployed code's. No network.
 */
const recordingClient = (profiles: number, sink: WorkloadRequest[]): Client => {
  const answer: ApiResponse = {
    statusCode: 200,
    body: { hits: { total: { value: profiles, relation: 'eq' }, hits: [] }, aggregations: { specialties: { buckets: [] } } },
  };
  const unused = async (): Promise<never> => {
    throw new Error('the workload records searches only');
  };
  return {
    search: async ({ index, body }) => {
      sink.push({ method: 'POST', path: `/${index}/_search`, body: JSON.parse(JSON.stringify(body)) as object });
      return answer;
    },
    bulk: unused,
    indices: { exists: unused, create: unused, getMapping: unused, putIndexTemplate: unused, getAlias: unused, updateAliases: unused, refresh: unused },
    cluster: { putSettings: unused, getSettings: unused },
    // A cast so a method added to Client later does not break this recorder, which never calls it.
  } as Client;
};

const run = async (item: WorkItem, index: ReturnType<typeof openSearchIndex>): Promise<void> => {
  if (item.cls === 'facet counts') await index.specialtyCounts();
  else if (item.cls === 'filtered facet counts') await index.specialtyCounts(item.filters);
  else if (item.cls === 'select-all ids') await index.searchIds(item.filters, SELECT_ALL_MAX);
  else await index.search(item.filters, { offset: (item.page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
};

/** The query classes of scripts/bench/search-workload.ts, drawn from the generated profiles, as request bodies. */
export const buildWorkload = async (o: { profiles: number; perClass: number; seed?: number; index?: string; asOf?: Date }): Promise<Workload> => {
  const { profiles, perClass, seed = 42, index = 'physicians', asOf = LOAD_AS_OF } = o;
  const operations: WorkloadOperation[] = [];
  const byClass = [...workload(lazyProfiles(profiles, seed, asOf), perClass).values()];
  // Interleaved, one of each class in turn, so any stretch of a replay has the whole mix.
  for (let i = 0; i < perClass; i++) {
    for (const item of byClass.map((items) => items[i]).filter((w): w is WorkItem => w !== undefined)) {
      const requests: WorkloadRequest[] = [];
      await run(item, openSearchIndex({ client: recordingClient(profiles, requests), index }));
      operations.push({ class: item.cls, requests });
    }
  }
  return {
    description: `Search workload for ${profiles.toLocaleString('en-US')} profiles generated with seed ${seed} (scripts/load/generate-profiles.ts): ${perClass} operations per query class, bodies from the deployed query builder. Replay with scripts/load/run-workload.ts.`,
    index,
    profiles,
    seed,
    operations,
  };
};

export const WORKLOAD_FILE = new URL('./workload.json', import.meta.url);

/** One operation per line: a reviewable diff when the builder changes, a tenth of the indented size. */
export const serializeWorkload = (w: Workload): string => {
  const { operations, ...header } = w;
  const head = JSON.stringify(header).slice(0, -1);
  return `${head},"operations":[\n${operations.map((op) => JSON.stringify(op)).join(',\n')}\n]}\n`;
};

if (process.argv[1]?.endsWith('build-workload.ts')) {
  // `npx tsx scripts/load/build-workload.ts [--profiles 1000000] [--per-class 20] [--seed 42] [--out scripts/load/workload.json]`
  const { values } = parseArgs({
    options: { profiles: { type: 'string', default: '1000000' }, 'per-class': { type: 'string', default: '20' }, seed: { type: 'string', default: '42' }, out: { type: 'string' } },
  });
  const built = await buildWorkload({ profiles: Number(values.profiles), perClass: Number(values['per-class']), seed: Number(values.seed) });
  await writeFile(values.out ?? WORKLOAD_FILE, serializeWorkload(built));
  console.log(`Wrote ${built.operations.length} operations (${built.operations.reduce((n, op) => n + op.requests.length, 0)} requests).`);
}
