import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  isPhysicianTaxonomy,
  looksLikeTaxonomyCode,
  NUCC_FILE,
  nuccPath,
  physicianTaxonomy,
  TAXONOMY_CODE_PATTERN,
  taxonomyVersion,
  taxonomyClassification,
  taxonomyClassifications,
  taxonomyName,
  taxonomySpecialtyText,
} from './nucc';

describe('NUCC physician taxonomy data', () => {
  it('is version 25.0 of the "Allopathic & Osteopathic Physicians" grouping: well-formed, unique codes', () => {
    expect(taxonomyVersion()).toBe('25.0');
    expect(physicianTaxonomy()).toHaveLength(236);
    for (const e of physicianTaxonomy()) expect(e.code).toMatch(TAXONOMY_CODE_PATTERN);
    expect(new Set(physicianTaxonomy().map((e) => e.code)).size).toBe(physicianTaxonomy().length);
  });

  it('knows the codes the brief names and their classification', () => {
    expect(taxonomyName('207R00000X')).toBe('Internal Medicine Physician');
    expect(taxonomyName('207RC0000X')).toBe('Cardiovascular Disease Physician');
    expect(taxonomyClassification('207RC0000X')).toBe('Internal Medicine');
    expect(taxonomySpecialtyText('207RC0000X')).toBe('Cardiovascular Disease');
    expect(taxonomySpecialtyText('207R00000X')).toBe('Internal Medicine');
    expect(taxonomyClassifications()).toContain('Psychiatry & Neurology');
    expect(taxonomyClassifications()).toHaveLength(new Set(taxonomyClassifications()).size);
  });

  it('tells physician codes from others, in any case, including the grouping codes outside 207/208', () => {
    expect(isPhysicianTaxonomy('207RC0000X')).toBe(true);
    expect(isPhysicianTaxonomy(' 207rc0000x ')).toBe(true);
    expect(isPhysicianTaxonomy('204R00000X')).toBe(true); // Electrodiagnostic Medicine
    expect(isPhysicianTaxonomy('363L00000X')).toBe(false); // Nurse Practitioner
    expect(isPhysicianTaxonomy('101Y00000X')).toBe(false); // Counselor
    expect(isPhysicianTaxonomy('')).toBe(false);
    expect(taxonomyName('363L00000X')).toBeUndefined();
  });

  it('recognises the shape of a code without vouching for it', () => {
    expect(looksLikeTaxonomyCode('111n00000x')).toBe(true);
    expect(looksLikeTaxonomyCode('207RC0000')).toBe(false);
    expect(looksLikeTaxonomyCode('cardiology')).toBe(false);
  });
});

describe('the taxonomy file beside the module (issue 23)', () => {
  it('is read from beside nucc.ts, as a bundle reads it from beside index.mjs, not bundled as code', () => {
    expect(nuccPath).toBe(`${dirname(fileURLToPath(import.meta.url))}/${NUCC_FILE}`);
    expect(existsSync(nuccPath)).toBe(true);
    expect(readFileSync(new URL('./nucc.ts', import.meta.url), 'utf8')).not.toMatch(/from '\.\/nucc-physicians\.json'/);
    expect(taxonomyName('207RC0000X')).toBe('Cardiovascular Disease Physician');
  });
});
