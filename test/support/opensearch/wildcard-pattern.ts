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
