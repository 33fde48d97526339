/**
 * Test-only: Lucene's wildcard syntax (WildcardQuery.toAutomaton) as a
 * RegExp over one whole value: `*` any run, `?` one code point, `\` makes
 * the next character literal (a trailing `\` is itself literal). The
 * pattern's literal parts pass through `normalize`, escaped characters do
 * not: OpenSearch's normalizeWildcardPattern keeps them verbatim.
 */
const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const wildcardMatcher = (pattern: string, normalize: (literal: string) => string): ((value: string) => boolean) => {
  let regex = '';
  let literal = '';
  const flush = () => {
    regex += quote(normalize(literal));
    literal = '';
  };
  const chars = [...pattern];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch === '\\') {
      flush();
      regex += quote(chars[++i] ?? '\\');
    } else if (ch === '*' || ch === '?') {
      flush();
      regex += ch === '*' ? '.*' : '.';
    } else literal += ch;
  }
  flush();
  const re = new RegExp(`^${regex}$`, 'su');
  return (value) => re.test(value);
};

/** A pattern that starts with `*` or `?` cannot seek in a term dictionary: on a keyword field it visits every term. */
export const leadsWithWildcard = (pattern: string): boolean => pattern.startsWith('*') || pattern.startsWith('?');

/** The `wildcard` field type's n-gram size (OpenSearch's WildcardFieldMapper.NGRAM_SIZE). */
const NGRAM = 3;
const NUL = '\u0000';

/**
 * What OpenSearch 2.19's WildcardFieldTokenizer indexes for one (normalized)
 * value: every 3-gram of the value padded with two NULs on each side, in
 * UTF-16 units, minus the all-NUL ones ("ab" → \0\0a, \0ab, ab\0, b\0\0).
 */
export const wildcardFieldGrams = (value: string): string[] => {
  const padded = NUL.repeat(NGRAM - 1) + value + NUL.repeat(NGRAM - 1);
  const out = new Set<string>();
  for (let i = 0; i + NGRAM <= padded.length; i++) {
    const g = padded.slice(i, i + NGRAM);
    if (g !== NUL.repeat(NGRAM)) out.add(g);
  }
  return [...out];
};

/** A literal run with wildcard escapes removed (OpenSearch's performEscape for wildcard syntax). */
const unescape = (run: string) => run.replace(/\\([\\*?])/g, '$1');

/**
 * The n-grams OpenSearch 2.19's WildcardFieldType.getRequiredNGrams asks
 * for (the approximation every candidate must have): each literal run's
 * 3-grams, plus an anchored gram for a run that starts or ends the pattern.
 * An empty set means no approximation: the query then verifies every
 * document that has the field (why `*ab*` costs the whole index,
 * opensearch-project/OpenSearch#22471; later versions fall back to prefix
 * terms, 2.19 does not). `normalize` is applied to the literal runs.
 */
export const requiredNGrams = (pattern: string, normalize: (literal: string) => string = (s) => s): string[] => {
  // Split on unescaped * and ?, keeping where each run sits.
  const runs: Array<{ text: string; start: boolean; end: boolean }> = [];
  let run = '';
  let at = 0;
  let runStart = 0;
  const push = (endAt: number) => {
    if (run) runs.push({ text: normalize(unescape(run)), start: runStart === 0, end: endAt === pattern.length });
    run = '';
  };
  while (at < pattern.length) {
    const ch = pattern[at] as string;
    if (ch === '\\' && at + 1 < pattern.length) {
      run += ch + (pattern[at + 1] as string);
      at += 2;
    } else if (ch === '*' || ch === '?') {
      push(at);
      at += 1;
      runStart = at;
    } else {
      run += ch;
      at += 1;
    }
  }
  push(pattern.length);
  const grams = new Set<string>();
  for (const { text, start, end } of runs) {
    for (let i = 0; i + NGRAM <= text.length; i++) grams.add(text.slice(i, i + NGRAM));
    if (start) grams.add(text.length === 1 ? `${NUL}${NUL}${text}` : `${NUL}${text.slice(0, 2)}`);
    if (end) {
      if (start && text.length === 1) grams.add(`${NUL}${text}${NUL}`);
      grams.add(text.length === 1 ? `${text}${NUL}${NUL}` : `${text.slice(-2)}${NUL}`);
    }
  }
  return [...grams];
};
