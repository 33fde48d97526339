import type { IndexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';
import { createEvaluator, replyForEngineError } from './dsl-evaluator';
import { type BulkAction, type ItemResult, StubIndex } from './stub-index';
import type { RecordedRequest, StubReply } from './stub-server';

/**
 * Test-only: a stateful OpenSearch domain behind startStub, for the index
 * lifecycle. Modelled as documented (docs.opensearch.org):
 * - composable index templates: PUT /_index_template/<name> stores it; an
 *   index created later whose name matches `index_patterns` takes its
 *   settings and mappings (highest `priority` wins; the create request's own
 *   settings override) (https://docs.opensearch.org/docs/im-plugin/index-templates);
 * - aliases: created with the index (`aliases` in the body) or by POST
 *   /_aliases, whose actions (add, remove, remove_index) are validated first
 *   and applied together or not at all (https://docs.opensearch.org/docs/2.1/api-reference/alias);
 *   GET /_alias/<name> answers `{ index: { aliases: { name: {} } } }` or 404;
 * - bulk: per-item statuses in request order, `errors` true when any item
 *   failed; `require_alias=true` refuses every item (404
 *   index_not_found_exception) unless the target is an alias, and without it
 *   a write to a missing name auto-creates an index with a dynamic mapping;
 *   `refresh=wait_for` answers once the changes are searchable;
 * - versioning, tombstones and refresh: see stub-index.ts; a bulk with
 *   refresh=wait_for on an index whose refresh_interval is -1 would wait
 *   until an explicit refresh, so the stub fails it (500) instead of hanging;
 * - GET <alias>/_doc/<id> is real-time (the stored version, refreshed or not);
 * - GET/PUT <index>/_settings: dynamic settings, null resets one;
 * - PUT <index>/_mapping merges as the engine does: new fields, new
 *   multi-fields (`fields`) and object properties are added, `ignore_above`
 *   may change, anything else about an existing field is a 400
 *   illegal_argument_exception, and a normalizer/analyzer the index's
 *   settings lack is a 400 mapper_parsing_exception
 *   (https://docs.opensearch.org/latest/api-reference/index-apis/put-mapping/);
 * - GET _cluster/health: green unless an index asks for more replicas than
 *   `dataNodes - 1`; wait_for_status=green then answers 408 timed_out.
 * Anything else is a 400, so code cannot drift into calls this model lacks.
 */
type Json = Record<string, unknown>;
type Template = { index_patterns: string[]; priority?: number; template?: { settings?: Json; mappings?: Json } };

export interface StubDomainOptions {
  now?: () => number;
  /** Lets a test fail chosen bulk items (e.g. 429) before the index sees them. */
  failItem?: (target: string, action: BulkAction) => { status: number; type: string } | undefined;
  /** Data nodes of the domain (2): a replica never shares its primary's node. */
  dataNodes?: number;
}

const error = (status: number, type: string, reason: string): StubReply => ({ status, body: { error: { type, reason }, status } });
const glob = (pattern: string) => new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

export const createStubDomain = (o: StubDomainOptions = {}) => {
  const now = o.now ?? Date.now;
  const indices = new Map<string, StubIndex>();
  const aliases = new Map<string, Set<string>>();
  const templates = new Map<string, Template>();

  const concrete = (name: string): string[] => (indices.has(name) ? [name] : [...(aliases.get(name) ?? [])]);
  const exists = (name: string) => indices.has(name) || (aliases.get(name)?.size ?? 0) > 0;

  const createIndex = (name: string, body: Json, autoCreated = false): StubReply => {
    if (exists(name)) return error(400, 'resource_already_exists_exception', `index [${name}] already exists`);
    const [template] = [...templates.values()].filter((t) => t.index_patterns.some((p) => glob(p).test(name))).sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
    // The request's settings override the template's key by key (index.* merged, not replaced).
    const own = (body.settings as Json) ?? {};
    const fromTemplate = template?.template?.settings ?? {};
    const settings = { ...fromTemplate, ...own, index: { ...((fromTemplate.index as Json) ?? {}), ...((own.index as Json) ?? {}) } };
    const mappings = (body.mappings as Json) ?? template?.template?.mappings;
    const definition = mappings ? ({ settings, mappings } as unknown as IndexDefinition) : null;
    indices.set(name, new StubIndex(name, definition, settings, now, autoCreated));
    for (const alias of Object.keys((body.aliases as Json) ?? {})) aliases.set(alias, new Set([...(aliases.get(alias) ?? []), name]));
    return { status: 200, body: { acknowledged: true, shards_acknowledged: true, index: name } };
  };

  const updateAliases = (actions: Array<Record<string, { index: string; alias?: string }>>): StubReply => {
    const next = new Map([...aliases].map(([k, v]) => [k, new Set(v)]));
    const dropped = new Set<string>();
    for (const action of actions) {
      const [kind, a] = Object.entries(action)[0] as [string, { index: string; alias?: string }];
      if (!indices.has(a.index) || dropped.has(a.index)) return error(404, 'index_not_found_exception', `no such index [${a.index}]`);
      if (kind === 'add') next.set(a.alias as string, new Set([...(next.get(a.alias as string) ?? []), a.index]));
      else if (kind === 'remove') {
        if (!next.get(a.alias as string)?.delete(a.index)) return error(404, 'aliases_not_found_exception', `aliases [${a.alias}] missing`);
      } else if (kind === 'remove_index') dropped.add(a.index);
      else return error(400, 'illegal_argument_exception', `unknown alias action [${kind}]`);
    }
    for (const [alias, set] of next) if (set.size && (indices.has(alias) && !dropped.has(alias))) return error(400, 'invalid_alias_name_exception', `an index exists with the same name as the alias [${alias}]`);
    for (const name of dropped) indices.delete(name);
    for (const set of next.values()) for (const name of dropped) set.delete(name);
    aliases.clear();
    for (const [k, v] of next) if (v.size) aliases.set(k, v);
    return { status: 200, body: { acknowledged: true } };
  };

  const bulk = (target: string, query: URLSearchParams, lines: Json[]): StubReply => {
    const requireAlias = query.get('require_alias') === 'true';
    const isAlias = (aliases.get(target)?.size ?? 0) > 0;
    if (!requireAlias && !exists(target)) createIndex(target, {}, true);
    const items: Array<Record<string, ItemResult>> = [];
    for (let i = 0; i < lines.length; i++) {
      const [kind, meta] = Object.entries(lines[i] as Json)[0] as ['index' | 'delete', Json];
      const action: BulkAction =
        kind === 'index'
          ? { kind, id: String(meta._id), source: lines[++i] as Json, version: meta.version as number | undefined, external: meta.version_type === 'external' }
          : { kind, id: String(meta._id), version: meta.version as number | undefined, external: meta.version_type === 'external' };
      const failure = o.failItem?.(target, action);
      const [index] = concrete(target);
      let result: ItemResult;
      if (requireAlias && !isAlias) {
        result = { _id: action.id, status: 404, error: { type: 'index_not_found_exception', reason: `no such index [${target}] and [require_alias] request flag is [true] and [${target}] is not an alias` } };
      } else if (failure) result = { _id: action.id, status: failure.status, error: { type: failure.type, reason: 'injected by the test' } };
      else if (!index) result = { _id: action.id, status: 404, error: { type: 'index_not_found_exception', reason: `no such index [${target}]` } };
      else result = (indices.get(index) as StubIndex).apply(action);
      items.push({ [kind]: { ...result, ...(index ? { _index: index } : {}) } as ItemResult });
    }
    if (query.get('refresh') === 'wait_for') {
      for (const name of concrete(target)) {
        if (indices.get(name)?.refreshIntervalMs === Number.POSITIVE_INFINITY) throw new Error(`stub: refresh=wait_for on ${name}, whose refresh_interval is -1, would wait for an explicit refresh`);
      }
    }
    if (query.get('refresh') === 'wait_for' || query.get('refresh') === 'true') for (const name of concrete(target)) indices.get(name)?.refresh();
    return { status: 200, body: { took: 1, errors: items.some((it) => (Object.values(it)[0] as ItemResult).error !== undefined), items } };
  };

  /** The verification scan (ids and versions, search_after on `id`) and ids lookups; other bodies go to the DSL evaluator. */
  const search = (index: StubIndex, body: Json): StubReply => {
    const docs = index.searchable();
    if (body.version !== true) {
      if (!index.definition) return error(400, 'stub', 'search on an index without a mapping');
      try {
        return { status: 200, body: createEvaluator(index.definition, [...docs.values()].map((d) => d.source)).search(body) };
      } catch (e) {
        // Issue 23: what the domain answers to a body it refuses (TooManyClauses), not a stub failure.
        const reply = replyForEngineError(e);
        if (reply) return reply;
        throw e;
      }
    }
    for (const k of Object.keys(body)) if (!['query', 'size', 'sort', '_source', 'version', 'track_total_hits', 'search_after'].includes(k)) return error(400, 'stub', `unsupported key ${k}`);
    const query = body.query as Json;
    const ids = (query.ids as { values?: string[] } | undefined)?.values;
    if (!ids && !('match_all' in query)) return error(400, 'stub', 'unsupported version query');
    const after = (body.search_after as string[] | undefined)?.[0];
    // Sorted by the `id` keyword (its terms' bytes; our ids are ASCII).
    const hits = [...docs.entries()]
      .filter(([id]) => (ids ? ids.includes(id) : true) && (after === undefined || id > after))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, Number(body.size ?? 10))
      .map(([id, d]) => ({ _index: index.name, _id: id, _version: d.version, sort: [id] }));
    return { status: 200, body: { hits: { hits } } };
  };

  const health = (query: URLSearchParams): StubReply => {
    const nodes = o.dataNodes ?? 2;
    const short = [...indices.values()].some((i) => Number(i.indexSettings.number_of_replicas ?? 1) > nodes - 1);
    const status = short ? 'yellow' : 'green';
    const timedOut = query.get('wait_for_status') === 'green' && status !== 'green';
    return { status: timedOut ? 408 : 200, body: { cluster_name: 'stub', status, timed_out: timedOut, number_of_data_nodes: nodes } };
  };

  const putSettings = (index: StubIndex, json: Json): StubReply => {
    const patch = (json.index ?? json) as Json;
    for (const [k, v] of Object.entries(patch)) {
      const key = k.startsWith('index.') ? k.slice('index.'.length) : k;
      if (v === null) delete index.indexSettings[key];
      else index.indexSettings[key] = typeof v === 'number' || typeof v === 'boolean' ? String(v) : v;
    }
    return { status: 200, body: { acknowledged: true } };
  };

  const putMapping = (index: StubIndex, json: Json): StubReply => {
    const current = (index.definition?.mappings ?? {}) as unknown as Json;
    const analysis = (index.settings.analysis ?? {}) as { normalizer?: Json; analyzer?: Json };
    const merged = mergeMapping(current, json, '', analysis);
    if (typeof merged === 'string') return error(400, merged.startsWith('mapper_parsing') ? 'mapper_parsing_exception' : 'illegal_argument_exception', merged);
    index.definition = { settings: index.settings, mappings: merged } as unknown as IndexDefinition;
    return { status: 200, body: { acknowledged: true } };
  };

  const getDoc = (target: string, id: string): StubReply => {
    const [name] = concrete(target);
    const doc = name ? indices.get(name)?.docs.get(id) : undefined;
    return doc ? { status: 200, body: { _index: name, _id: id, _version: doc.version, found: true, _source: doc.source } } : { status: 404, body: { _index: name ?? target, _id: id, found: false } };
  };

  const handle = (req: RecordedRequest): StubReply => {
    const url = new URL(req.path, 'http://stub');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const [first = '', second] = parts;
    const json = (req.json ?? {}) as Json;
    if (first === '_index_template' && second && req.method === 'PUT') {
      templates.set(second, json as unknown as Template);
      return { status: 200, body: { acknowledged: true } };
    }
    if (first === '_alias' && second && req.method === 'GET') {
      const on = [...(aliases.get(second) ?? [])];
      return on.length ? { status: 200, body: Object.fromEntries(on.map((i) => [i, { aliases: { [second]: {} } }])) } : error(404, 'aliases_not_found_exception', `alias [${second}] missing`);
    }
    if (first === '_aliases' && req.method === 'POST') return updateAliases((json.actions ?? []) as Array<Record<string, { index: string; alias?: string }>>);
    if (first === '_cluster' && second === 'health' && req.method === 'GET') return health(url.searchParams);
    if (parts.length === 1 && req.method === 'HEAD') return { status: exists(first) ? 200 : 404 };
    if (parts.length === 1 && req.method === 'PUT') return createIndex(first, json);
    if (second === '_bulk' && (req.method === 'PUT' || req.method === 'POST')) return bulk(first, url.searchParams, req.json as Json[]);
    const [name] = concrete(first);
    const index = name ? indices.get(name) : undefined;
    if (second && !index) return error(404, 'index_not_found_exception', `no such index [${first}]`);
    if (second === '_mapping' && index && req.method === 'PUT') return putMapping(index, json);
    if (second === '_mapping' && index) return { status: 200, body: { [index.name]: { mappings: index.definition?.mappings ?? {} } } };
    if (second === '_settings' && index && req.method === 'PUT') return putSettings(index, json);
    if (second === '_settings' && index && req.method === 'GET') return { status: 200, body: { [index.name]: { settings: { index: { ...index.indexSettings, ...(index.settings.analysis ? { analysis: index.settings.analysis } : {}) } } } } };
    if (second === '_doc' && parts[2] && req.method === 'GET') return getDoc(first, parts[2]);
    if (second === '_refresh' && req.method === 'POST') {
      for (const n of concrete(first)) indices.get(n)?.refresh();
      return { status: 200, body: { _shards: { total: 1, successful: 1, failed: 0 } } };
    }
    if (second === '_search' && index) return search(index, json);
    return error(400, 'stub_unsupported', `${req.method} ${req.path}`);
  };

  return { handle, indices, aliases, templates };
};

export type StubDomain = ReturnType<typeof createStubDomain>;

const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The engine's merge of a PUT _mapping into the current mapping: the merged mapping, or why it is refused. */
const mergeMapping = (current: Json, incoming: Json, at: string, analysis: { normalizer?: Json; analyzer?: Json }): Json | string => {
  const out: Json = { ...current };
  for (const [k, v] of Object.entries(incoming)) {
    if (k !== 'properties' && k !== 'fields') {
      // ignore_above (and dynamic at the top) may change in place; every other parameter of an existing field may not.
      const updatable = k === 'ignore_above' || (at === '' && k === 'dynamic');
      if (k in current && !same(current[k], v) && !updatable) return `mapper [${at || '_doc'}] cannot change [${k}] from [${JSON.stringify(current[k])}] to [${JSON.stringify(v)}]`;
      if (!(k in current) && at !== '' && !updatable) return `mapper [${at}] cannot add the parameter [${k}] to an existing field`;
      out[k] = v;
      continue;
    }
    const theirs = (current[k] ?? {}) as Json;
    const merged: Json = { ...theirs };
    for (const [name, def] of Object.entries(v as Json)) {
      const path = at ? `${at}.${name}` : name;
      const d = def as Json;
      for (const kind of ['normalizer', 'analyzer', 'search_analyzer'] as const) {
        const ref = d[kind];
        const defined = kind === 'normalizer' ? analysis.normalizer : analysis.analyzer;
        if (typeof ref === 'string' && !(name in theirs) && !['standard', 'keyword', 'simple', 'whitespace'].includes(ref) && !(defined && ref in defined)) {
          return `mapper_parsing: ${kind} [${ref}] not found for field [${path}]`;
        }
      }
      if (!(name in theirs)) {
        merged[name] = d;
        continue;
      }
      const sub = mergeMapping(theirs[name] as Json, d, path, analysis);
      if (typeof sub === 'string') return sub;
      merged[name] = sub;
    }
    out[k] = merged;
  }
  return out;
};
