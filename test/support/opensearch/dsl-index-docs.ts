import type { FieldMapping, IndexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';
import { fold } from '../../../functions/core/search/fold';
import { type AnalysisSettings, analyzerOf } from './dsl-analysis';
import { parseDate } from './dsl-date';
import { fail, isRecord } from './dsl-shape';

/** A mapped field as the evaluator sees it: how its values are indexed and what queries it takes. */
export type Leaf = { type: string; normalizer?: string; searchable: boolean; sortable: boolean; analyze?: (value: string) => string[] };
/** A document with its indexed terms and dates per dotted path (multi-fields included). */
export type Doc = { id: string; source: Record<string, unknown>; terms: Map<string, string[]>; dates: Map<string, number[]> };

/** Multi-fields: keyword and text fields may have subfields indexed from the same value. */
const subfieldsOf = (m: FieldMapping): Record<string, FieldMapping> => ('type' in m && (m.type === 'keyword' || m.type === 'text') ? (m.fields ?? {}) : {});

const leavesOf = (props: Record<string, FieldMapping>, analysis: AnalysisSettings, prefix = '', out = new Map<string, Leaf>()) => {
  for (const [name, m] of Object.entries(props)) {
    const path = prefix + name;
    if ('properties' in m) {
      leavesOf(m.properties, analysis, `${path}.`, out);
      continue;
    }
    const keyword = m.type === 'keyword' ? m : undefined;
    out.set(path, {
      type: m.type,
      normalizer: keyword?.normalizer ?? (m.type === 'wildcard' ? m.normalizer : undefined),
      searchable: keyword?.index !== false,
      sortable: m.type === 'keyword' && keyword?.doc_values !== false,
      ...(m.type === 'text' ? { analyze: analyzerOf(analysis, m.analyzer) } : {}),
    });
    leavesOf(subfieldsOf(m), analysis, `${path}.`, out);
  }
  return out;
};

/**
 * Indexes documents the way the strict mapping does (dsl-evaluator.ts):
 * unmapped fields and wrong types throw; keyword values are normalized, text
 * values analysed, dates parsed.
 */
export const indexDocuments = (definition: IndexDefinition, input: readonly object[]) => {
  const leaves = leavesOf(definition.mappings.properties, definition.settings.analysis as AnalysisSettings);
  const normalizers: Record<string, { filter: readonly string[] }> = definition.settings.analysis.normalizer;
  const normalize = (leaf: Leaf, value: string): string => {
    if (!leaf.normalizer) return value;
    const filters = normalizers[leaf.normalizer]?.filter ?? fail(`unknown normalizer ${leaf.normalizer}`);
    return filters.reduce((v, f) => (f === 'lowercase' ? fold(v) : fail(`unsupported token filter ${f}`)), value);
  };

  /** Walks a document against the strict mapping, collecting keyword terms per dotted path (multi-fields too). */
  const collect = (obj: Record<string, unknown>, props: Record<string, FieldMapping>, prefix: string, terms: Map<string, string[]>, dates: Map<string, number[]>) => {
    for (const [key, value] of Object.entries(obj)) {
      if (value === null) continue;
      const m = props[key] ?? fail(`strict_dynamic_mapping_exception: [${prefix}${key}] is not mapped`);
      const values = Array.isArray(value) ? (value.flat(Number.POSITIVE_INFINITY) as unknown[]) : [value];
      if ('properties' in m) {
        for (const v of values) collect(isRecord(v) ? v : fail(`${prefix}${key} must hold objects`), m.properties, `${prefix}${key}.`, terms, dates);
        continue;
      }
      const paths = [prefix + key, ...Object.keys(subfieldsOf(m)).map((sub) => `${prefix}${key}.${sub}`)];
      for (const path of paths) {
        const leaf = leaves.get(path) as Leaf;
        for (const v of values) {
          if (leaf.type === 'keyword' || leaf.type === 'wildcard' || leaf.type === 'text') {
            if (typeof v !== 'string') fail(`${path} expects strings`);
            const indexed = leaf.analyze ? leaf.analyze(v as string) : [normalize(leaf, v as string)];
            terms.set(path, [...(terms.get(path) ?? []), ...indexed]);
          } else if (leaf.type === 'date') {
            dates.set(path, [...(dates.get(path) ?? []), parseDate(v, path, true)]);
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
    const dates = new Map<string, number[]>();
    collect(source, definition.mappings.properties, '', terms, dates);
    return { id: String(source.id), source, terms, dates };
  });

  return { leaves, normalize, docs };
};
