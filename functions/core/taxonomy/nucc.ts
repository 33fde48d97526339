import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TAXONOMY_CODE_PATTERN } from './code-pattern';

/**
 * The physician part of the NUCC Health Care Provider Taxonomy (grouping
 * "Allopathic & Osteopathic Physicians"), version and source in
 * nucc-physicians.json and README.md next to it. No zod. The web reads
 * lay-terms.ts, never this module (it reads a file).
 */
export type TaxonomyEntry = {
  /** Ten characters, e.g. 207RC0000X. */
  readonly code: string;
  readonly classification: string;
  /** Empty for the classification's own code. */
  readonly specialization: string;
  readonly displayName: string;
};

type NuccData = { readonly version: string; readonly grouping: string; readonly codes: readonly TaxonomyEntry[] };

/**
 * The table is a data file, not bundled code (issue 23): 35 KB of object
 * literal cost every cold start of search, removal and the indexer a parse,
 * though only a specialty filter reads it. It lies beside this module in the
 * repo and beside index.mjs in a Lambda bundle (infra/feature-function.ts
 * copies it), as the ZIP centroids do, and is read on first use.
 */
export const NUCC_FILE = 'nucc-physicians.json';
export const nuccPath = fileURLToPath(new URL(`./${NUCC_FILE}`, import.meta.url));

let data: { file: NuccData; byCode: Map<string, TaxonomyEntry>; classifications: readonly string[] } | undefined;
const loaded = () => {
  if (data) return data;
  // Our own checked-in file, pinned by nucc.test.ts; not input to validate.
  const file = JSON.parse(readFileSync(nuccPath, 'utf8')) as NuccData;
  data = { file, byCode: new Map(file.codes.map((e) => [e.code, e])), classifications: [...new Set(file.codes.map((e) => e.classification))] };
  return data;
};

export const taxonomyVersion = (): string => loaded().file.version;
export const taxonomyGrouping = (): string => loaded().file.grouping;
export const physicianTaxonomy = (): readonly TaxonomyEntry[] => loaded().file.codes;

/** The shape of a code says nothing about whether it exists. */
export { TAXONOMY_CODE_PATTERN };

/** Codes are stored upper-case; input may come in any case and with spaces around it. */
export const normalizeTaxonomyCode = (code: string): string => code.trim().toUpperCase();

export const looksLikeTaxonomyCode = (value: string): boolean => TAXONOMY_CODE_PATTERN.test(normalizeTaxonomyCode(value));

export const taxonomyEntry = (code: string): TaxonomyEntry | undefined => loaded().byCode.get(normalizeTaxonomyCode(code));

/** Whether the code is one of the physician (allopathic & osteopathic) codes; the NPPES importer keeps only these. */
export const isPhysicianTaxonomy = (code: string): boolean => loaded().byCode.has(normalizeTaxonomyCode(code));

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
export const taxonomyClassifications = (): readonly string[] => loaded().classifications;
