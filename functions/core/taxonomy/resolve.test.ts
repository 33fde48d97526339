import { describe, expect, it } from 'vitest';
import { layTerms, termKey } from './lay-terms';
import { isPhysicianTaxonomy, physicianTaxonomy, taxonomyClassification } from './nucc';
import { taxonomyCodesFor, taxonomyCodesForAll } from './resolve';
import { specSpecialtyCodes, taxonomyCodesForSpecialty } from './spec-specialties';

const classificationOf = (codes: string[]) => new Set(codes.map((c) => taxonomyClassification(c)));

describe('specialty value → NUCC codes', () => {
  it('takes a code as itself, in any case, known or not', () => {
    expect(taxonomyCodesFor('207RC0000X')).toEqual(['207RC0000X']);
    expect(taxonomyCodesFor(' 207rc0000x')).toEqual(['207RC0000X']);
    expect(taxonomyCodesFor('111N00000X')).toEqual(['111N00000X']);
  });

  it('expands a classification to its own code and all its specializations', () => {
    const im = taxonomyCodesFor('Internal Medicine');
    expect(im).toContain('207R00000X');
    expect(im).toContain('207RC0000X');
    expect(im).toHaveLength(physicianTaxonomy().filter((e) => e.classification === 'Internal Medicine').length);
    expect(taxonomyCodesFor('internal   MEDICINE')).toEqual(im);
    expect(taxonomyCodesFor('Obstetrics and Gynecology')).toEqual(taxonomyCodesFor('Obstetrics & Gynecology'));
  });

  it('finds a specialization under every classification that has it, and a display name', () => {
    expect(taxonomyCodesFor('Cardiovascular Disease')).toEqual(['207RC0000X']);
    expect(classificationOf(taxonomyCodesFor('Sports Medicine')).size).toBeGreaterThan(5);
    expect(taxonomyCodesFor('Hematology')).toEqual(['207RH0000X', '207ZH0000X']);
    expect(taxonomyCodesFor('Cardiovascular Disease Physician')).toEqual(['207RC0000X']);
  });

  it('is empty for text that names nothing, and never matches a part of a name', () => {
    expect(taxonomyCodesFor('cardio')).toEqual([]);
    expect(taxonomyCodesFor('physician')).toEqual([]);
    expect(taxonomyCodesFor('')).toEqual([]);
    expect(taxonomyCodesForAll(['cardio', 'physician'])).toBeNull();
    expect(taxonomyCodesForAll(['cardio', 'ENT'])).toEqual(taxonomyCodesFor('ENT'));
  });
});

describe('lay and abbreviated names', () => {
  const table: Array<[term: string, mustInclude: string, classification: string]> = [
    ['heart doctor', '207RC0000X', 'Internal Medicine'],
    ['cardiologist', '207RC0000X', 'Internal Medicine'],
    ['OB/GYN', '207V00000X', 'Obstetrics & Gynecology'],
    ['obgyn', '207VX0000X', 'Obstetrics & Gynecology'],
    ['Ob-Gyn', '207VG0400X', 'Obstetrics & Gynecology'],
    ['ENT', '207Y00000X', 'Otolaryngology'],
    ['GI', '207RG0100X', 'Internal Medicine'],
    ['peds', '208000000X', 'Pediatrics'],
    ['ortho', '207X00000X', 'Orthopaedic Surgery'],
    ['anesthesia', '207L00000X', 'Anesthesiology'],
    ['ER doc', '207P00000X', 'Emergency Medicine'],
    ['derm', '207N00000X', 'Dermatology'],
    ['psych', '2084P0800X', 'Psychiatry & Neurology'],
    ['neuro', '2084N0400X', 'Psychiatry & Neurology'],
    ['onc', '207RX0202X', 'Internal Medicine'],
    ['rheum', '207RR0500X', 'Internal Medicine'],
    ['uro', '208800000X', 'Urology'],
    ['rads', '2085R0202X', 'Radiology'],
    ['hospitalist', '208M00000X', 'Hospitalist'],
    ['PCP', '207Q00000X', 'Family Medicine'],
  ];
  it.each(table)('%s → %s (%s)', (term, code, classification) => {
    const codes = taxonomyCodesFor(term);
    expect(codes).toContain(code);
    expect(codes.some((c) => taxonomyClassification(c) === classification)).toBe(true);
  });

  it('keeps lay names within their field: ENT is only otolaryngology, peds only pediatrics', () => {
    expect(classificationOf(taxonomyCodesFor('ENT'))).toEqual(new Set(['Otolaryngology']));
    expect(classificationOf(taxonomyCodesFor('peds'))).toEqual(new Set(['Pediatrics']));
    expect(classificationOf(taxonomyCodesFor('ER doc'))).toEqual(new Set(['Emergency Medicine']));
  });

  it('maps every term to at least one real physician code, with no two terms spelled the same way', () => {
    for (const t of layTerms) {
      const codes = taxonomyCodesFor(t.term);
      expect(codes.length, t.term).toBeGreaterThan(0);
      for (const c of t.codes ?? []) expect(isPhysicianTaxonomy(c), `${t.term}: ${c}`).toBe(true);
    }
    const keys = layTerms.map((t) => termKey(t.term));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the spec's 18 specialties", () => {
  it('each map to one real physician code, whatever the case or OB/GYN spelling', () => {
    expect(Object.keys(specSpecialtyCodes)).toHaveLength(18);
    for (const [name, code] of Object.entries(specSpecialtyCodes)) {
      expect(isPhysicianTaxonomy(code), name).toBe(true);
      expect(taxonomyCodesForSpecialty(name.toUpperCase())).toEqual([code]);
    }
    expect(taxonomyCodesForSpecialty('OB/GYN')).toEqual(['207V00000X']);
    expect(taxonomyCodesForSpecialty('Cardiology')).toEqual(['207RC0000X']);
    expect(taxonomyCodesForSpecialty('Physician Assistant')).toEqual([]);
  });

  it('a search by a spec specialty name finds the code its profiles carry', () => {
    for (const [name, code] of Object.entries(specSpecialtyCodes)) {
      if (name === 'Physician') continue; // the spec's exact text rule, no taxonomy reading
      expect(taxonomyCodesFor(name), name).toContain(code);
    }
  });
});

describe('specialty suggestions for the web', () => {
  it('lists classifications and lay names once each, every one resolving to codes', async () => {
    const suggestions = (await import('./suggestions')).specialtySuggestions();
    expect(suggestions).toContain('Internal Medicine');
    expect(suggestions).toContain('heart doctor');
    expect(new Set(suggestions.map(termKey)).size).toBe(suggestions.length);
    for (const s of suggestions) expect(taxonomyCodesFor(s).length, s).toBeGreaterThan(0);
  });
});
