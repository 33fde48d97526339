import { isPhysicianTaxonomy as isNuccPhysician, taxonomySpecialtyText } from '../../../functions/core/taxonomy/nucc';
import { specSpecialtyCodes } from '../../../functions/core/taxonomy/spec-specialties';

/**
 * The importer's questions to the NUCC taxonomy (functions/core/taxonomy):
 * is a code a physician's (the grouping "Allopathic & Osteopathic
 * Physicians", which includes a few 202*, 204* codes besides 207/208)?
 */
export const isPhysicianTaxonomy = (code: string): boolean => isNuccPhysician(code);

const specName = new Map(Object.entries(specSpecialtyCodes).map(([name, code]) => [code, name]));

/**
 * The profile's `specialty` text for its primary code: the spec's name where
 * a spec specialty is that code (so 207RC0000X reads "Cardiology" like a
 * seeded profile, and facets count them together), else the taxonomy's own
 * name ("Endocrinology, Diabetes & Metabolism").
 */
export const specialtyOfTaxonomy = (code: string): string => specName.get(code) ?? taxonomySpecialtyText(code) ?? 'Physician';
