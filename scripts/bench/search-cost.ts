import type { Query, SearchBody, TermsAggBody } from '../../functions/adapters/aws/opensearch-dsl';
import { containsValues } from '../../functions/adapters/aws/opensearch-document';
import { buildIdsBody, buildSearchBody, specialtyCountsBody } from '../../functions/adapters/aws/opensearch-query';
import type { SearchFilters } from '../../functions/core/ports';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { fold } from '../../functions/core/search/fold';
import { specialtyKey } from '../../functions/core/search/specialties';
import { clausesOf } from '../../test/support/opensearch/dsl-cost';
import { requiredNGrams } from '../../test/support/opensearch/wildcard-pattern';
import { rng } from './percentiles';
import { type WorkItem, workload } from './search-workload';

/**
 * Issue 23: what the OpenSearch query of each workload class costs the
 * engine at scale, counted with the evaluator's cost model (test/support/
 * opensearch/dsl-cost.ts) over n-gram postings built here for the fields the
 * queries touch, since the full evaluator over 1M objects would not fit:
 * - postings read: the docFreq of every term, n-gram or expanded prefix term;
 * - verified: candidates a `wildcard` field re-checks through doc values.
 * "before" is the issue-15 body (`*needle*` on `<path>.contains`, a
 * `wildcard` field), "after" today's (term on `contains.<path>.grams`,
 * prefix on the suffixes of `contains.<path>`). Budget: no class above
 * 50,000 verified candidates at p95.
 *
 * Exact for single-valued fields; for multi-valued ones (skills, board
 * certifications) the n-gram counts and the candidates are per document,
 * and a prefix's postings are summed per value (an upper bound: a document
 * with two values sharing the suffix counts twice).
 *
 * `npx tsx scripts/bench/search-cost.ts --count 1000000 [--per-class 100]`,
 * or from `npm run bench:search` (runSearchCost).
 */

export const VERIFIED_BUDGET = 50_000;

export type CostClass = string;
export interface Cost {
  postingsRead: number;
  verified: number;
  clauses: number;
}

/** Issue 23's two extra classes: needles of 1-2 characters and broad words. */
export const extraClasses = (docs: readonly PhysicianSummary[], perClass: number, seed = 11): Map<CostClass, WorkItem[]> => {
  const r = rng(seed);
  const any = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const broad = ['care', 'medicine', 'health', 'medical', 'center', 'patient', 'clinic', 'hospital'];
  const short = () => {
    const d = any(docs);
    const word = any([d.lastName, d.firstName, d.organization, d.title]).toLowerCase();
    const at = Math.floor(r() * Math.max(1, word.length - 1));
    return word.slice(at, at + 1 + Math.floor(r() * 2)).trim() || 'a';
  };
  const item = (cls: string, filters: SearchFilters): WorkItem => ({ cls: cls as WorkItem['cls'], filters, page: 1 });
  return new Map([
    ['short needle (1-2 chars)', Array.from({ length: perClass }, () => item('short needle (1-2 chars)', { query: short(), sortDirection: 'asc' }))],
    ['broad needle', Array.from({ length: perClass }, () => item('broad needle', { query: any(broad), sortDirection: 'asc' }))],
    ['broad needle, facets', Array.from({ length: perClass }, () => item('filtered facet counts', { query: any(broad), sortDirection: 'asc' }))],
  ]);
};

export const bodyOf = (w: WorkItem): SearchBody | TermsAggBody => {
  if (w.cls === 'facet counts') return specialtyCountsBody();
  if (w.cls === 'filtered facet counts') return specialtyCountsBody(w.filters);
  if (w.cls === 'select-all ids') return buildIdsBody(w.filters, 500);
  return buildSearchBody(w.filters, { offset: (w.page - 1) * 25, limit: 25 });
};

/** One field's distinct values, how many documents hold each, and (multi-valued) each document's value ids. */
interface FieldIndex {
  values: string[];
  idOf: Map<string, number>;
  docsPerValue: Int32Array;
  withField: number;
  multi: boolean;
  offsets: Int32Array;
  ids: Int32Array;
}

/** The raw values at a dotted path of a profile (education's entries flattened). */
const rawValues = (d: PhysicianSummary, path: string): string[] => {
  if (path === 'specialtyKey') return [specialtyKey(d.specialty)];
  const [head, sub] = path.split('.') as [keyof PhysicianSummary, string | undefined];
  const v = d[head];
  if (sub && Array.isArray(v)) return (v as Array<Record<string, unknown>>).map((e) => String(e[sub] ?? ''));
  // An object field (issue 25's intent): its sub-field's value or values.
  if (sub) {
    const inner = v && typeof v === 'object' ? (v as Record<string, unknown>)[sub] : undefined;
    return inner === undefined || inner === null ? [] : Array.isArray(inner) ? inner.map(String) : [String(inner)];
  }
  if (v === undefined) return [];
  return Array.isArray(v) ? (v as unknown[]).map(String) : [String(v)];
};

/** Exact keywords (case-sensitive) in our mapping; every other keyword we query is folded by the normalizer. */
const EXACT = new Set(['npi', 'taxonomyCodes', 'specialtyKey', 'id', 'zip']);

export const createCostCounter = (docs: readonly PhysicianSummary[]) => {
  const fields = new Map<string, FieldIndex>();
  /** `contains.<p>`, `contains.<p>.grams` and `<p>.contains` all index the folded values of <p>. */
  const sourceOf = (field: string): { path: string; folded: boolean } => {
    if (field.startsWith('contains.')) return { path: field.replace(/^contains\./, '').replace(/\.grams$/, ''), folded: true };
    if (field.endsWith('.contains')) return { path: field.slice(0, -'.contains'.length), folded: true };
    return { path: field, folded: !EXACT.has(field) };
  };
  const indexOf = (field: string): FieldIndex => {
    const { path, folded } = sourceOf(field);
    const key = `${path}|${folded}`;
    const known = fields.get(key);
    if (known) return known;
    const idOf = new Map<string, number>();
    const values: string[] = [];
    const counts: number[] = [];
    const offsets = new Int32Array(docs.length + 1);
    const ids: number[] = [];
    let withField = 0;
    let multi = false;
    docs.forEach((d, i) => {
      const raw = rawValues(d, path);
      const vs = folded ? containsValues(raw) : raw;
      if (vs.length) withField++;
      if (vs.length !== 1) multi = true;
      for (const v of new Set(vs)) {
        let id = idOf.get(v);
        if (id === undefined) {
          id = values.length;
          idOf.set(v, id);
          values.push(v);
          counts.push(0);
        }
        counts[id] = (counts[id] as number) + 1;
        ids.push(id);
      }
      offsets[i + 1] = ids.length;
    });
    const index = { values, idOf, docsPerValue: Int32Array.from(counts), withField, multi, offsets, ids: Int32Array.from(ids) };
    fields.set(key, index);
    return index;
  };

  /**
   * Per document, which of the grams its values hold (a bit each, 31 at
   * most): how many documents hold each gram, and how many hold them all.
   */
  const gramCounts = (f: FieldIndex, grams: readonly string[]): { perGram: number[]; all: number } => {
    const g = grams.slice(0, 31);
    const full = 2 ** g.length - 1;
    const mask = new Int32Array(f.values.length);
    f.values.forEach((v, id) => {
      let m = 0;
      g.forEach((gram, b) => {
        if (v.includes(gram)) m |= 1 << b;
      });
      mask[id] = m;
    });
    const perGram = g.map(() => 0);
    let all = 0;
    if (!f.multi) {
      for (let id = 0; id < f.values.length; id++) {
        const n = f.docsPerValue[id] as number;
        const m = mask[id] as number;
        if (!m) continue;
        for (let b = 0; b < g.length; b++) if (m & (1 << b)) perGram[b] = (perGram[b] as number) + n;
        if (m === full) all += n;
      }
      return { perGram, all };
    }
    for (let d = 0; d < docs.length; d++) {
      let m = 0;
      for (let k = f.offsets[d] as number; k < (f.offsets[d + 1] as number); k++) m |= mask[f.ids[k] as number] as number;
      if (!m) continue;
      for (let b = 0; b < g.length; b++) if (m & (1 << b)) perGram[b] = (perGram[b] as number) + 1;
      if (m === full) all++;
    }
    return { perGram, all };
  };

  const df = (field: string, term: string): number => {
    const f = indexOf(field);
    const id = f.idOf.get(term);
    return id === undefined ? 0 : (f.docsPerValue[id] as number);
  };
  /** The suffix terms of the values that start with `needle`, each counted for the documents holding the value. */
  const prefixPostings = (field: string, needle: string): number => {
    const f = indexOf(field);
    let n = 0;
    f.values.forEach((v, id) => {
      const starts = new Set<string>();
      for (let at = v.indexOf(needle); at >= 0; at = v.indexOf(needle, at + 1)) starts.add(v.slice(at));
      n += starts.size * (f.docsPerValue[id] as number);
    });
    return n;
  };

  const leafValue = (o: Record<string, unknown>, kind: string): [string, string] => {
    const [field, spec] = Object.entries(o[kind] as Record<string, { value: string }>)[0] as [string, { value: string }];
    return [field, spec.value];
  };

  const walk = (q: unknown, acc: Cost): void => {
    const o = q as Record<string, unknown>;
    if ('bool' in o) {
      const b = o.bool as Record<string, Query[] | undefined>;
      for (const c of [...(b.filter ?? []), ...(b.must ?? []), ...(b.should ?? []), ...(b.must_not ?? [])]) walk(c, acc);
    } else if ('term' in o) {
      const [field, value] = leafValue(o, 'term');
      acc.postingsRead += field.endsWith('.grams') ? (gramCounts(indexOf(field), [value]).perGram[0] ?? 0) : df(field, EXACT.has(field) ? value : fold(value));
    } else if ('terms' in o) {
      const [field, values] = Object.entries(o.terms as Record<string, string[]>)[0] as [string, string[]];
      for (const v of values) acc.postingsRead += df(field, EXACT.has(field) ? v : fold(v));
    } else if ('prefix' in o) {
      const [field, value] = leafValue(o, 'prefix');
      acc.postingsRead += prefixPostings(field, value);
    } else if ('wildcard' in o) {
      const [field, pattern] = leafValue(o, 'wildcard');
      const grams = requiredNGrams(pattern, fold);
      const f = indexOf(field);
      if (!grams.length) {
        acc.verified += f.withField;
      } else {
        const { perGram, all } = gramCounts(f, grams);
        acc.postingsRead += perGram.reduce((a, b) => a + b, 0);
        acc.verified += all;
      }
    } else if ('ids' in o) {
      acc.postingsRead += (o.ids as { values: string[] }).values.length;
    } else if ('function_score' in o) {
      // The intent order (issue 25): the wrapped query, then each function's filter, whose postings are read too.
      const fs = o.function_score as { query: Query; functions: Array<{ filter?: Query }> };
      for (const c of [fs.query, ...fs.functions.flatMap((f) => (f.filter ? [f.filter] : []))]) walk(c, acc);
    }
    // exists, range, geo_distance, match_all: points or doc values, no postings (as dsl-cost.ts).
  };

  const leafOf = (field: string) => ({ type: field.endsWith('.contains') ? 'wildcard' : field.startsWith('contains.') ? 'text' : 'keyword' });
  const grams = (_field: string, pattern: string) => requiredNGrams(pattern, fold);
  return (query: unknown): Cost => {
    const acc = { postingsRead: 0, verified: 0, clauses: clausesOf(query, leafOf, grams) };
    walk(query, acc);
    return acc;
  };
};
