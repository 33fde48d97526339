/** The shape of every NUCC code: 9 letters or digits then X (e.g. 207RC0000X). Apart from nucc.ts so the schemas (and the web that loads them) do not pull in the taxonomy data. */
export const TAXONOMY_CODE_PATTERN = /^[0-9]{3}[0-9A-Z]{6}X$/;
