import { fail, isRecord } from './dsl-shape';

/**
 * Test-only: the analysis chain of a `text` field, for exactly the parts our
 * mapping uses (opensearch-mapping.ts), in code points as Lucene's n-gram
 * tokenizers and filters count (CharacterUtils, since Lucene 4.4):
 * - tokenizer `keyword`: the whole value as one token;
 * - tokenizer of type `ngram` (min_gram, max_gram, token_chars [] = every
 *   character): every substring of min..max code points;
 * - filter `reverse`: the token's code points reversed;
 * - filter of type `edge_ngram` (min_gram, max_gram, preserve_original
 *   false): the token's prefixes of min..max code points.
 * Anything else throws, so the mapping cannot use an analyzer this model
 * does not understand. No lowercase filter is modelled: contains.* values
 * are folded in Node before they are indexed.
 */

export interface AnalysisSettings {
  analyzer?: Record<string, unknown>;
  tokenizer?: Record<string, unknown>;
  filter?: Record<string, unknown>;
}

const num = (spec: Record<string, unknown>, key: string, where: string): number =>
  typeof spec[key] === 'number' ? (spec[key] as number) : fail(`${where}.${key} must be a number`);

const grams = (cps: string[], min: number, max: number, edge: boolean): string[] => {
  const out: string[] = [];
  for (let start = 0; start < (edge ? Math.min(1, cps.length) : cps.length); start++) {
    for (let len = min; len <= max && start + len <= cps.length; len++) out.push(cps.slice(start, start + len).join(''));
  }
  return out;
};

export const analyzerOf = (settings: AnalysisSettings, name: string): ((value: string) => string[]) => {
  const spec = settings.analyzer?.[name] ?? fail(`unknown analyzer ${name}`);
  if (!isRecord(spec) || spec.type !== 'custom') return fail(`analyzer ${name}: only custom analyzers are modelled`);
  const tokenize = tokenizerOf(settings, String(spec.tokenizer));
  const filters = (Array.isArray(spec.filter) ? spec.filter : []).map((f) => filterOf(settings, String(f)));
  return (value) => filters.reduce((tokens, f) => tokens.flatMap(f), tokenize(value));
};

const tokenizerOf = (settings: AnalysisSettings, name: string): ((value: string) => string[]) => {
  if (name === 'keyword') return (v) => [v];
  const spec = settings.tokenizer?.[name] ?? fail(`unknown tokenizer ${name}`);
  if (!isRecord(spec) || spec.type !== 'ngram') return fail(`tokenizer ${name}: only ngram is modelled`);
  if (!Array.isArray(spec.token_chars) || spec.token_chars.length) fail(`tokenizer ${name}: only token_chars [] is modelled`);
  const [min, max] = [num(spec, 'min_gram', name), num(spec, 'max_gram', name)];
  // OpenSearch refuses max - min above index.max_ngram_diff (default 1) at index creation.
  if (max - min > 1) fail(`tokenizer ${name}: max_gram - min_gram must be <= index.max_ngram_diff (1)`);
  return (v) => grams([...v], min, max, false);
};

const filterOf = (settings: AnalysisSettings, name: string): ((token: string) => string[]) => {
  if (name === 'reverse') return (t) => [[...t].reverse().join('')];
  const spec = settings.filter?.[name] ?? fail(`unknown token filter ${name}`);
  if (!isRecord(spec) || spec.type !== 'edge_ngram') return fail(`token filter ${name}: only edge_ngram is modelled`);
  if (spec.preserve_original !== false && spec.preserve_original !== undefined) fail(`token filter ${name}: preserve_original is not modelled`);
  const [min, max] = [num(spec, 'min_gram', name), num(spec, 'max_gram', name)];
  return (t) => grams([...t], min, max, true);
};
