import { isValidNpi } from '../../../functions/core/npi';
import { usStates } from '../../../functions/core/search/states';
import type { NppesColumns } from './nppes-columns';
import { isPhysicianTaxonomy, specialtyOfTaxonomy } from './physician-taxonomy';
import { titleCase } from './title-case';

/** What the registry says about a physician: the fields an NPPES row owns on a profile. */
export interface RegistryFields {
  readonly npi: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly credential: string;
  readonly city: string;
  readonly state: string;
  readonly zip?: string;
  /** The practice location's line, as (555) 123-4567. */
  readonly phone?: string;
  readonly taxonomyCodes: readonly string[];
  readonly primaryTaxonomy: string;
  readonly specialty: string;
  readonly licenseStates: readonly string[];
  /** YYYY-MM-DD. */
  readonly enumeratedAt?: string;
  readonly lastUpdatedAt?: string;
}

export type SkipReason = 'organization' | 'not-physician' | 'outside-us';

export type NppesRow =
  | { readonly kind: 'skip'; readonly why: SkipReason }
  | { readonly kind: 'reject'; readonly reasons: readonly string[] }
  | { readonly kind: 'deactivated'; readonly npi: string }
  | { readonly kind: 'physician'; readonly registry: RegistryFields };

const STATES = new Set(usStates.map(([code]) => code));
// Practice locations in the territories are US addresses too; the state filter just has no name for them.
const TERRITORIES = new Set(['PR', 'GU', 'VI', 'AS', 'MP']);

/** MM/DD/YYYY → YYYY-MM-DD; anything else is undefined. */
export const isoDate = (v: string): string | undefined => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v.trim());
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
};

const phoneOf = (v: string): string | undefined => {
  const d = v.replace(/\D/g, '');
  const ten = d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
  return ten.length === 10 ? `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}` : undefined;
};

/**
 * One NPPES row, classified: deactivated (the registry blanks every other
 * field of a deactivated NPI, so this is decided on the dates alone), an
 * organization or a non-physician (skipped, counted), a physician row the
 * product cannot use (rejected with reasons, for the report), or a physician.
 */
export const classifyNppesRow = (cells: readonly string[], c: NppesColumns): NppesRow => {
  const cell = (i: number) => (cells[i] ?? '').trim();
  const npi = cell(c.at.npi);
  const deactivated = isoDate(cell(c.at.deactivationDate));
  const reactivated = isoDate(cell(c.at.reactivationDate));
  if (deactivated && !(reactivated && reactivated >= deactivated)) {
    return isValidNpi(npi) ? { kind: 'deactivated', npi } : { kind: 'reject', reasons: ['NPI is not 10 digits with a valid check digit'] };
  }
  if (cell(c.at.entityType) !== '1') return { kind: 'skip', why: 'organization' };
  const taxonomies = c.slots.map((s) => ({ code: cell(s.taxonomy).toUpperCase(), primary: cell(s.primary).toUpperCase() === 'Y' }));
  const physician = taxonomies.filter((t) => t.code && isPhysicianTaxonomy(t.code));
  if (!physician.length) return { kind: 'skip', why: 'not-physician' };
  const country = cell(c.at.country).toUpperCase();
  if (country && country !== 'US') return { kind: 'skip', why: 'outside-us' };

  const reasons: string[] = [];
  if (!isValidNpi(npi)) reasons.push('NPI is not 10 digits with a valid check digit');
  const lastName = titleCase(cell(c.at.lastName));
  const firstName = titleCase(cell(c.at.firstName));
  if (!lastName) reasons.push('Provider Last Name (Legal Name) is empty');
  if (!firstName) reasons.push('Provider First Name is empty');
  const state = cell(c.at.state).toUpperCase();
  if (!STATES.has(state) && !TERRITORIES.has(state)) reasons.push('Practice location state is not a US state code');
  const city = titleCase(cell(c.at.city));
  if (!city) reasons.push('Practice location city is empty');
  if (reasons.length) return { kind: 'reject', reasons };

  const zip = /^\d{5}/.exec(cell(c.at.postalCode))?.[0];
  const phone = phoneOf(cell(c.at.phone));
  const primaryTaxonomy = (physician.find((t) => t.primary) ?? physician[0])?.code as string;
  const licenseStates = [
    ...new Set(c.slots.map((s) => (cell(s.license) ? cell(s.licenseState).toUpperCase() : '')).filter((s) => STATES.has(s) || TERRITORIES.has(s))),
  ].sort();
  const enumeratedAt = isoDate(cell(c.at.enumerationDate));
  const lastUpdatedAt = isoDate(cell(c.at.lastUpdateDate));
  return {
    kind: 'physician',
    registry: {
      npi,
      firstName,
      lastName,
      credential: cell(c.at.credential),
      city,
      state,
      ...(zip ? { zip } : {}),
      ...(phone ? { phone } : {}),
      taxonomyCodes: [...new Set(physician.map((t) => t.code))],
      primaryTaxonomy,
      specialty: specialtyOfTaxonomy(primaryTaxonomy),
      licenseStates,
      ...(enumeratedAt ? { enumeratedAt } : {}),
      ...(lastUpdatedAt ? { lastUpdatedAt } : {}),
    },
  };
};
