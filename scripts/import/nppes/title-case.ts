const PARTICLES = new Set(['de', 'del', 'della', 'der', 'di', 'da', 'du', 'la', 'le', 'van', 'von', 'den', 'dos', 'das', 'y']);

const capitalizePart = (part: string): string => {
  // O'Brien: a capital after an apostrophe too; McDonald: and after Mc.
  const w = part.replace(/(^|['\u2019])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
  return /^Mc\p{L}/u.test(w) ? `Mc${w.charAt(2).toUpperCase()}${w.slice(3)}` : w;
};

/** Smith-Jones, O'Brien-McDonald: each part of a hyphenated name on its own. */
const capitalize = (word: string): string => word.split('-').map(capitalizePart).join('-');

/**
 * NPPES writes names and cities in capitals ("MARY-ANN O'BRIEN", "DE LA
 * CRUZ", "SAINT LOUIS"); profiles show them as people write them. Mixed-case
 * input is left as given: someone already cased it on purpose.
 */
export const titleCase = (value: string): string => {
  const v = value.trim().replace(/\s+/g, ' ');
  if (v !== v.toUpperCase()) return v;
  return v
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && PARTICLES.has(w) ? w : capitalize(w)))
    .join(' ');
};
