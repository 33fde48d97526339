import { TAXONOMY_CODE_PATTERN } from './code-pattern';
import data from './nucc-physicians.json';

/**
 * The physician part of the NUCC Health Care Provider Taxonomy (grouping
 * "Allopathic & Osteopathic Physicians"), version and source in
 * nucc-physicians.json and README.md next to it. No zod and no node
 * imports: the web may read it.
 */
export type TaxonomyEntry = {
  /** Ten characters, e.g. 207RC0000X. */
  readonly code: string;
  readonly classification: string;
  /** Empty for the classification's own code. */
  readonly specialization: string;
  readonly displayName: string;
};

export const TAXONOMY_VERSION: string = data.version;
export const TAXONOMY_GROUPING: string = data.grouping;
export const physicianTaxonomy: readonly TaxonomyEntry[] = data.codes;

const byCode = new Map(physicianTaxonomy.map((e) => [e.code, e]));

/** The shape of a code says nothing about whether it exists. */
export { TAXONOMY_CODE_PATTERN };

/** Codes are stored upper-case; input may come in any case and with spaces around it. */
export const normalizeTaxonomyCode = (code: string): string => code.trim().toUpperCase();

export const looksLikeTaxonomyCode = (value: string): boolean => TAXONOMY_CODE_PATTERN.test(normalizeTaxonomyCode(value));

export const taxonomyEntry = (code: string): TaxonomyEntry | undefined => byCode.get(normalizeTaxonomyCode(code));

/** Whether the code is one of the physician (allopathic & osteopathic) codes; the NPPES importer keeps only these. */
export const isPhysicianTaxonomy = (code: string): boolean => byCode.has(normalizeTaxonomyCode(code));

/** NUCC's display name ("Cardiovascular Disease Physician"), or undefined for a code outside the physician grouping. */
export const taxonomyName = (code: string): string | undefined => taxonomyEntry(code)?.displayName;

/** The classification a code belongs to ("Internal Medicine" for 207RC0000X). */
export const taxonomyClassification = (code: string): string | undefined => taxonomyEntry(code)?.classification;

/**
 * The specialty text a code reads as: its specialization, or its
 * classification for a classification's own code ("Cardiovascular Disease",
 * "Internal Medicine"). What an imported profile's `specialty` can say.
 */
export const taxonomySpecialtyText = (code: string): string | undefined => {
  const e = taxonomyEntry(code);
  return e ? e.specialization || e.classification : undefined;
};

/** Every classification name, in the data's order (alphabetical). */
export const taxonomyClassifications: readonly string[] = [...new Set(physicianTaxonomy.map((e) => e.classification))];
