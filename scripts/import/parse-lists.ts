/**
 * Free-text list cells of vendor files. Contactskills comes "comma-separated,
 * or quoted" (spec core §3): `Patient Care, Research`, `'Patient Care'
 * 'Research'`, `["Patient Care","Research"]`. A quoted item may hold commas
 * or an apostrophe (`'Women's Health'`): a single quote followed by a letter
 * is an apostrophe, not the end of the item.
 */
const quotedItem = /'((?:[^']|'(?=\w))*)'(?!\w)|"([^"]*)"/g;

const clean = (s: string): string =>
  s
    .replace(/^[\s[\](){}'"•*-]+|[\s[\](){}'"•*]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Trimmed, blank-free, first spelling of each case-insensitive duplicate kept. */
export const uniqueItems = (items: Iterable<string>): string[] => {
  const seen = new Map<string, string>();
  for (const raw of items) {
    const item = clean(raw);
    if (item && !seen.has(item.toLowerCase())) seen.set(item.toLowerCase(), item);
  }
  return [...seen.values()];
};

export const parseSkills = (text: string): string[] => {
  const t = text.trim();
  if (!t) return [];
  // Quoted mode only when the cell starts with a quote (maybe inside a bracket); otherwise quotes are just characters.
  if (/^[[({]?\s*['"]/.test(t)) {
    const items = [...t.matchAll(quotedItem)].map((m) => m[1] ?? m[2] ?? '');
    if (items.length) return uniqueItems(items);
  }
  return uniqueItems(t.split(/[,;|\n]/));
};

/** Languages, license states, certifications: `;` or `|` when present (items may hold commas), else commas. */
export const splitList = (text: string): string[] => {
  const t = text.trim();
  if (!t) return [];
  return uniqueItems(t.split(/[;|\n]/.test(t) ? /[;|\n]/ : /,/));
};
