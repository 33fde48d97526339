import { NPPES_TAXONOMY_SLOTS } from './nppes-header';

/** The columns the importer reads, by their documented names. */
const single = {
  npi: ['NPI'],
  entityType: ['Entity Type Code'],
  lastName: ['Provider Last Name (Legal Name)'],
  firstName: ['Provider First Name'],
  credential: ['Provider Credential Text'],
  city: ['Provider Business Practice Location Address City Name'],
  state: ['Provider Business Practice Location Address State Name'],
  postalCode: ['Provider Business Practice Location Address Postal Code'],
  country: ['Provider Business Practice Location Address Country Code (If outside U.S.)'],
  phone: ['Provider Business Practice Location Address Telephone Number'],
  enumerationDate: ['Provider Enumeration Date'],
  lastUpdateDate: ['Last Update Date'],
  deactivationDate: ['NPI Deactivation Date'],
  reactivationDate: ['NPI Reactivation Date'],
} as const satisfies Record<string, readonly string[]>;

export type NppesField = keyof typeof single;

export interface NppesSlot {
  readonly taxonomy: number;
  readonly license: number;
  readonly licenseState: number;
  readonly primary: number;
}

export interface NppesColumns {
  readonly at: Readonly<Record<NppesField, number>>;
  readonly slots: readonly NppesSlot[];
  /** Every column index above, for the reader's decode mask and the reject report. */
  readonly used: readonly number[];
}

export class NppesHeaderError extends Error {}

/**
 * Finds the columns by name, not position, so a file that renames or adds
 * columns (Provider Gender Code became Provider Sex Code) still imports, and
 * a file that is not an NPPES data file fails on its first line.
 */
export const nppesColumns = (header: readonly string[]): NppesColumns => {
  const index = new Map(header.map((h, i) => [h.trim(), i]));
  const missing: string[] = [];
  const find = (names: readonly string[]) => {
    for (const n of names) {
      const i = index.get(n);
      if (i !== undefined) return i;
    }
    missing.push(names[0] as string);
    return -1;
  };
  const at = Object.fromEntries(Object.entries(single).map(([k, names]) => [k, find(names)])) as Record<NppesField, number>;
  const slots = Array.from({ length: NPPES_TAXONOMY_SLOTS }, (_, s) => {
    const n = s + 1;
    return {
      taxonomy: find([`Healthcare Provider Taxonomy Code_${n}`]),
      license: find([`Provider License Number_${n}`]),
      licenseState: find([`Provider License Number State Code_${n}`]),
      primary: find([`Healthcare Provider Primary Taxonomy Switch_${n}`]),
    };
  });
  if (missing.length) throw new NppesHeaderError(`Not an NPPES data file: no ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''} column`);
  const used = [...Object.values(at), ...slots.flatMap((s) => [s.taxonomy, s.license, s.licenseState, s.primary])].sort((a, b) => a - b);
  return { at, slots, used };
};
