import type { FieldMapping, IndexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';

/**
 * Test-only: a tiny model of OpenSearch for exactly the DSL subset our
 * builder emits, over documents indexed the way our mapping indexes them.
 * It is strict on purpose: an unknown clause, an unmapped field, a field
 * that is not indexed, a window past max_result_window or a document field
 * the strict mapping would reject all throw, so the builder cannot drift
 * into shapes this model does not understand.
 *
 * Modelled behaviour (OpenSearch/Lucene, not JavaScript):
 * - keyword + normalizer [lowercase]: terms are lower-cased per code point
 *   (Java Character.toLowerCase), at index time and on term/terms/wildcard
 *   values; escaped wildcard characters are kept verbatim;
 * - `case_insensitive` compares per code point, case-folded;
 * - wildcard: `*` any run, `?` one code point, `\` escapes, whole-term match;
 * - arrays and object arrays (non-nested) flatten to multi-valued fields;
 * - bool: minimum_should_match defaults to 1 only when there is no must/filter;
 * - sort on keywords by UTF-8 bytes of the term, min value ascending / max
 *   descending for multi-valued fields, missing values last in both orders;
 * - totals are exact only with track_total_hits: true (else capped at 10,000).
 */

type Leaf = { type: string; normalizer?: string; searchable: boolean; sortable: boolean };
type Doc = { id: string; source: Record<string, unknown>; terms: Map<string, string[]> };

export interface EvaluatedHit {
  _id: string;
  _source?: Record<string, unknown>;
}
export interface EvaluatedResponse {
  hits: { total?: { value: number; relation: 'eq' | 'gte' }; hits: EvaluatedHit[] };
  aggregations?: Record<string, { buckets: Array<{ key: string; doc_count: number }>; sum_other_doc_count: number }>;
}

const fail = (message: string): never => {
  throw new Error(`evaluator: ${message}`);
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const only = (o: Record<string, unknown>, allowed: readonly string[], where: string) => {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) fail(`unsupported key "${k}" in ${where}`);
};

const single = (o: unknown, where: string): [string, unknown] => {
  if (!isRecord(o)) return fail(`${where} must be an object`);
  const entries = Object.entries(o);
  if (entries.length !== 1) fail(`${where} must have exactly one key, got ${Object.keys(o).join(',')}`);
  return entries[0] as [string, unknown];
};

/** Java's Character.toLowerCase is a per-code-point simple mapping; JS's full mapping can expand (İ → i̇). */
const lowerCodePoints = (s: string): string => [...s].map((ch) => [...ch.toLowerCase()][0] ?? ch).join('');

const leavesOf = (props: Record<string, FieldMapping>, prefix = '', out = new Map<string, Leaf>()) => {
  for (const [name, m] of Object.entries(props)) {
    const path = prefix + name;
    if ('properties' in m) {
      leavesOf(m.properties, `${path}.`, out);
      continue;
    }
    const keyword = m.type === 'keyword' ? m : undefined;
    out.set(path, {
      type: m.type,
      normalizer: keyword?.normalizer,
      searchable: keyword?.index !== false,
      sortable: m.type === 'keyword' && keyword?.doc_values !== false,
    });
    if (keyword?.fields) leavesOf(keyword.fields, `${path}.`, out);
  }
  return out;
};

export const createEvaluator = (definition: IndexDefinition, input: readonly object[]) => {
  const leaves = leavesOf(definition.mappings.properties);
  const normalizers: Record<string, { filter: readonly string[] }> = definition.settings.analysis.normalizer;
  const normalize = (leaf: Leaf, value: string): string => {
    if (!leaf.normalizer) return value;
    const filters = normalizers[leaf.normalizer]?.filter ?? fail(`unknown normalizer ${leaf.normalizer}`);
    return filters.reduce((v, f) => (f === 'lowercase' ? lowerCodePoints(v) : fail(`unsupported token filter ${f}`)), value);
  };

  /** Walks a document against the strict mapping, collecting keyword terms per dotted path (multi-fields too). */
  const collect = (obj: Record<string, unknown>, props: Record<string, FieldMapping>, prefix: string, terms: Map<string, string[]>) => {
    for (const [key, value] of Object.entries(obj)) {
      if (value === null) continue;
      const m = props[key] ?? fail(`strict_dynamic_mapping_exception: [${prefix}${key}] is not mapped`);
      const values = Array.isArray(value) ? (value.flat(Number.POSITIVE_INFINITY) as unknown[]) : [value];
      if ('properties' in m) {
        for (const v of values) collect(isRecord(v) ? v : fail(`${prefix}${key} must hold objects`), m.properties, `${prefix}${key}.`, terms);
        continue;
      }
      const paths = [prefix + key, ...Object.keys(m.type === 'keyword' ? (m.fields ?? {}) : {}).map((sub) => `${prefix}${key}.${sub}`)];
      for (const path of paths) {
        const leaf = leaves.get(path) as Leaf;
        for (const v of values) {
          if (leaf.type === 'keyword') {
            if (typeof v !== 'string') fail(`${path} expects strings`);
            terms.set(path, [...(terms.get(path) ?? []), normalize(leaf, v as string)]);
          } else if (leaf.type === 'geo_point' ? !isRecord(v) : typeof v !== (leaf.type === 'boolean' ? 'boolean' : 'number')) {
            fail(`${path} has a value of the wrong type`);
          }
        }
      }
    }
  };

  // Documents travel as JSON: undefined properties vanish, as they do on the wire.
  const docs: Doc[] = input.map((raw) => {
    const source = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
    const terms = new Map<string, string[]>();
    collect(source, definition.mappings.properties, '', terms);
    return { id: String(source.id), source, terms };
  });

  const leafFor = (field: string, use: 'query' | 'sort'): Leaf => {
    const leaf = leaves.get(field) ?? fail(`unmapped field ${field}`);
    if (leaf.type !== 'keyword') fail(`${field} is ${leaf.type}; only keyword fields are modelled`);
    if (use === 'query' && !leaf.searchable) fail(`${field} is not indexed`);
    if (use === 'sort' && !leaf.sortable) fail(`${field} has no doc values`);
    return leaf;
  };

  const wildcardMatcher = (leaf: Leaf, pattern: string, caseInsensitive: boolean) => {
    const fold = (s: string) => (caseInsensitive ? lowerCodePoints(s) : s);
    let regex = '';
    let literal = '';
    const flush = () => {
      regex += fold(normalize(leaf, literal)).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      literal = '';
    };
    const chars = [...pattern];
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i] as string;
      if (ch === '\\') {
        flush();
        // An escaped character is literal and, as in OpenSearch, not normalized.
        regex += fold(chars[++i] ?? '\\').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      } else if (ch === '*' || ch === '?') {
        flush();
        regex += ch === '*' ? '.*' : '.';
      } else literal += ch;
    }
    flush();
    const re = new RegExp(`^${regex}$`, 'su');
    return (term: string) => re.test(fold(term));
  };

  // Compiling a pattern per document would dominate the conformance run.
  const compiled = new Map<string, (term: string) => boolean>();

  const fieldQuery = (q: unknown, where: string): [string, Record<string, unknown>] => {
    const [field, spec] = single(q, where);
    if (!isRecord(spec)) return fail(`${where}.${field} must be an object`);
    only(spec, ['value', 'case_insensitive'], `${where}.${field}`);
    if (typeof spec.value !== 'string') fail(`${where}.${field}.value must be a string`);
    return [field, spec];
  };

  const matches = (query: unknown, doc: Doc): boolean => {
    const [kind, body] = single(query, 'query');
    switch (kind) {
      case 'match_all':
        return isRecord(body) && Object.keys(body).length === 0 ? true : fail('match_all takes no options');
      case 'bool': {
        if (!isRecord(body)) return fail('bool must be an object');
        only(body, ['filter', 'must', 'should', 'minimum_should_match'], 'bool');
        const list = (k: string): unknown[] => (body[k] === undefined ? [] : Array.isArray(body[k]) ? body[k] : fail(`bool.${k} must be an array`));
        const [filter, must, should] = [list('filter'), list('must'), list('should')];
        const msm = body.minimum_should_match ?? (should.length && !filter.length && !must.length ? 1 : 0);
        if (typeof msm !== 'number') return fail('minimum_should_match must be a number');
        return [...filter, ...must].every((c) => matches(c, doc)) && should.filter((c) => matches(c, doc)).length >= msm;
      }
      case 'term': {
        const [field, spec] = fieldQuery(body, 'term');
        const leaf = leafFor(field, 'query');
        const fold = spec.case_insensitive === true ? lowerCodePoints : (s: string) => s;
        const want = fold(normalize(leaf, spec.value as string));
        return (doc.terms.get(field) ?? []).some((t) => fold(t) === want);
      }
      case 'terms': {
        const [field, values] = single(body, 'terms');
        const leaf = leafFor(field, 'query');
        if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) return fail('terms takes an array of strings');
        const wanted = new Set(values.map((v: string) => normalize(leaf, v)));
        return (doc.terms.get(field) ?? []).some((t) => wanted.has(t));
      }
      case 'wildcard': {
        const [field, spec] = fieldQuery(body, 'wildcard');
        const key = `${field}\u0000${spec.case_insensitive === true}\u0000${spec.value}`;
        let test = compiled.get(key);
        if (!test) compiled.set(key, (test = wildcardMatcher(leafFor(field, 'query'), spec.value as string, spec.case_insensitive === true)));
        return (doc.terms.get(field) ?? []).some(test);
      }
      default:
        return fail(`unsupported query ${kind}`);
    }
  };

  const utf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

  const comparatorOf = (sort: unknown) => {
    if (!Array.isArray(sort)) return fail('sort must be an array');
    const keys = sort.map((clause) => {
      const [field, spec] = single(clause, 'sort');
      if (!isRecord(spec)) return fail('sort clause must be {field: {order}}');
      only(spec, ['order'], `sort.${field}`);
      if (spec.order !== 'asc' && spec.order !== 'desc') fail(`sort.${field}.order must be asc or desc`);
      leafFor(field, 'sort');
      const desc = spec.order === 'desc';
      const valueOf = (d: Doc) => {
        const ts = [...(d.terms.get(field) ?? [])].sort(utf8);
        return desc ? ts[ts.length - 1] : ts[0];
      };
      return { desc, valueOf };
    });
    return (a: Doc, b: Doc): number => {
      for (const { desc, valueOf } of keys) {
        const [x, y] = [valueOf(a), valueOf(b)];
        if (x === undefined || y === undefined) {
          if (x !== y) return x === undefined ? 1 : -1; // missing: _last in both directions
          continue;
        }
        const c = utf8(x, y);
        if (c) return desc ? -c : c;
      }
      return 0; // OpenSearch would fall back to index order; our sorts always end on the unique id.
    };
  };

  const sourceOf = (doc: Doc, spec: unknown): Record<string, unknown> | undefined => {
    if (spec === false) return undefined;
    if (!Array.isArray(spec)) return fail('_source must be false or a list of top-level fields');
    return Object.fromEntries(spec.filter((f: string) => f in doc.source).map((f: string) => [f, doc.source[f]]));
  };

  const termsAggs = (aggs: unknown, hits: Doc[]): EvaluatedResponse['aggregations'] => {
    if (!isRecord(aggs)) return fail('aggs must be an object');
    const out: NonNullable<EvaluatedResponse['aggregations']> = {};
    for (const [name, agg] of Object.entries(aggs)) {
      const [kind, spec] = single(agg, `aggs.${name}`);
      if (kind !== 'terms' || !isRecord(spec)) return fail(`unsupported aggregation ${kind}`);
      only(spec, ['field', 'size'], `aggs.${name}.terms`);
      const field = String(spec.field);
      leafFor(field, 'sort');
      const counts = new Map<string, number>();
      for (const d of hits) for (const t of new Set(d.terms.get(field) ?? [])) counts.set(t, (counts.get(t) ?? 0) + 1);
      const all = [...counts].map(([key, doc_count]) => ({ key, doc_count })).sort((a, b) => b.doc_count - a.doc_count || utf8(a.key, b.key));
      const buckets = all.slice(0, Number(spec.size ?? 10));
      out[name] = { buckets, sum_other_doc_count: all.slice(buckets.length).reduce((s, b) => s + b.doc_count, 0) };
    }
    return out;
  };

  return {
    search(body: object): EvaluatedResponse {
      if (!isRecord(body)) return fail('body must be an object');
      only(body, ['query', 'sort', 'from', 'size', 'track_total_hits', '_source', 'aggs'], 'body');
      const from = Number(body.from ?? 0);
      const size = Number(body.size ?? 10);
      const window = definition.settings.index.max_result_window;
      if (from + size > window) fail(`Result window is too large, from + size must be <= ${window} but was ${from + size}`);
      const hits = docs.filter((d) => (body.query === undefined ? true : matches(body.query, d)));
      if (body.sort !== undefined) hits.sort(comparatorOf(body.sort));
      const tth = body.track_total_hits;
      const total =
        tth === false ? undefined : tth === true || hits.length <= 10_000 ? { value: hits.length, relation: 'eq' as const } : { value: 10_000, relation: 'gte' as const };
      return {
        hits: {
          ...(total ? { total } : {}),
          hits: hits.slice(from, from + size).map((d) => {
            const source = sourceOf(d, body._source ?? [...Object.keys(d.source)]);
            return source ? { _id: d.id, _source: source } : { _id: d.id };
          }),
        },
        ...(body.aggs !== undefined ? { aggregations: termsAggs(body.aggs, hits) } : {}),
      };
    },
  };
};
