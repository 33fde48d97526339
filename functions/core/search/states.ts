/** 50 states plus DC, code ↔ name, for the state filter and the seed. */
export const usStates: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/**
 * Spec core §5: a state filter matches both spellings, so 'CA', 'ca' and
 * 'California' each expand to ['CA', 'California']. Unknown values match as given.
 */
export const expandState = (value: string): string[] => {
  const v = value.trim().toLowerCase();
  const hit = usStates.find(([code, name]) => code.toLowerCase() === v || name.toLowerCase() === v);
  return hit ? [hit[0], hit[1]] : [value.trim()];
};

/**
 * The states sorted by name for menus. A plain comparison, not
 * `localeCompare`: the names are ASCII, and a collator built at module load
 * cost the search page's first render ICU's start-up (web/src/lib/format-count.ts).
 */
export const usStatesByName: ReadonlyArray<readonly [code: string, name: string]> = [...usStates].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
