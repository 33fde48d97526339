import { parseArgs } from 'node:util';
import type { SearchFilters } from '../../functions/core/ports';
import { fold } from '../../functions/core/search/fold';
import { rng } from '../bench/percentiles';
import { broadWords } from './needles';
import { filtersOf, type Draw } from './session-filters';
import { FOLLOW_UPS, MIX, SEARCH_CLASSES, type SearchClass } from './query-mix';
import { LOAD_AS_OF, loadProfileAt } from './profiles';

/** One visitor's search: page 1 with its facet call, then the follow-ups the mix gave it. */
export interface Session {
  readonly class: SearchClass;
  readonly filters: SearchFilters;
  /** Next pages read by cursor after page 1 (the web's Next button). */
  readonly nextPages: number;
  /** A page number clicked in the web's window (2-5), read by number with the total as hint; 0 for none. */
  readonly jumpTo: number;
  readonly selectAll: boolean;
}

export interface WorkloadOptions {
  /** Profiles in the test index (generate-profiles.ts --count): queries are drawn from them. */
  readonly profiles: number;
  readonly sessions: number;
  readonly seed?: number;
  readonly asOf?: Date;
}

/** A broad needle is in at least a tenth of the profiles: 100,000 matches at 1M. */
export const BROAD_SHARE = 0.1;

const ORDERS = [
  { sortKey: 'name', sortDirection: 'desc' },
  { sortKey: 'specialty', sortDirection: 'asc' },
  { sortKey: 'specialty', sortDirection: 'desc' },
  { sortKey: 'location', sortDirection: 'asc' },
  { sortKey: 'location', sortDirection: 'desc' },
] as const satisfies readonly Pick<SearchFilters, 'sortKey' | 'sortDirection'>[];

/** As a person would send them: no word typed twice, no value picked twice. */
const tidy = (f: SearchFilters): SearchFilters =>
  Object.fromEntries(
    Object.entries(f).map(([k, v]) => [k, k === 'query' && typeof v === 'string' ? [...new Set(v.split(' '))].join(' ') : Array.isArray(v) ? [...new Set(v)] : v]),
  ) as SearchFilters;

/** Folded, with keys sorted: two sessions whose bodies would be the same have the same key. */
const keyOf = (f: SearchFilters) =>
  JSON.stringify(
    Object.entries(f)
      .map(([k, v]) => [k, typeof v === 'string' ? fold(v) : Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? fold(x) : x)) : v] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

const pickClass = (x: number): SearchClass => {
  let acc = 0;
  for (const c of SEARCH_CLASSES) if (x < (acc += MIX[c])) return c;
  return 'name';
};

/**
 * Sessions drawn deterministically (seed) from the generated profiles: the
 * class by the mix, its filters from a random profile's real values, retried
 * until no earlier session has the same filters, so the replay is thousands
 * of distinct bodies rather than a few that caches answer. Only the classes
 * that cannot vary (browse) repeat, as they do in real use.
 */
export const buildSessions = ({ profiles, sessions, seed = 42, asOf = LOAD_AS_OF }: WorkloadOptions): Session[] => {
  const r = rng(seed);
  const any = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const doc = () => loadProfileAt(seed, Math.floor(r() * profiles), asOf);
  const sample = Array.from({ length: Math.min(profiles, 2_000) }, doc);
  const broad = broadWords(sample, BROAD_SHARE).map((b) => b.word);
  const draw: Draw = { r, any, doc, broad: broad.length ? broad : ['care', 'medicine'] };
  const seen = new Set<string>();
  const out: Session[] = [];
  for (let i = 0; i < sessions; i++) {
    const cls = pickClass(r());
    const drawFilters = () => {
      const f = tidy(filtersOf[cls](draw));
      // The distance order keeps its own sort: it is only valid with a ZIP.
      return f.sortKey === undefined && r() < FOLLOW_UPS.otherSort ? { ...f, ...any(ORDERS) } : f;
    };
    let filters = drawFilters();
    for (let tries = 0; tries < 50 && seen.has(keyOf(filters)); tries++) filters = drawFilters();
    seen.add(keyOf(filters));
    let nextPages = 0;
    if (r() < FOLLOW_UPS.nextPage) for (nextPages = 1; r() < FOLLOW_UPS.anotherNextPage; ) nextPages++;
    const jumpTo = r() < FOLLOW_UPS.pageJump ? 2 + Math.floor(r() * 4) : 0;
    out.push({ class: cls, filters, nextPages, jumpTo, selectAll: r() < FOLLOW_UPS.selectAll });
  }
  return out;
};

/** Distinct filter sets among the sessions (equal keys give equal bodies). */
export const distinctSessions = (s: readonly Session[]): number => new Set(s.map((x) => keyOf(x.filters))).size;

if (process.argv[1]?.endsWith('build-workload.ts')) {
  // `npx tsx scripts/load/build-workload.ts [--profiles 1000000] [--sessions 6000] [--seed 42] [--out sessions.ndjson]`: the mix, to read or diff.
  const { values } = parseArgs({ options: { profiles: { type: 'string', default: '1000000' }, sessions: { type: 'string', default: '6000' }, seed: { type: 'string', default: '42' }, out: { type: 'string' } } });
  const s = buildSessions({ profiles: Number(values.profiles), sessions: Number(values.sessions), seed: Number(values.seed) });
  if (values.out) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(values.out, s.map((x) => JSON.stringify(x)).join('\n') + '\n');
  }
  console.log(`${s.length} sessions, ${distinctSessions(s)} distinct filter sets`);
  for (const c of SEARCH_CLASSES) console.log(`${c}: ${s.filter((x) => x.class === c).length}`);
}
