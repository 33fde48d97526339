import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { conformanceDocs } from './conformance-cases';
import { taxonomyQueries } from './conformance-taxonomy';
import { fold } from './fold';
import { predicateOf } from './matcher';
import { specialtyTextMatches, specialtyTextOf } from './specialty-filter';

const profile = (specialty: string, taxonomyCodes: string[] = []): PhysicianSummary => ({
  id: 'x', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', title: 'Attending', specialty,
  organization: 'Mercy', organizationSize: '', organizationRevenue: '', organizationIndustry: '', city: 'Boston', state: 'MA',
  location: 'Boston, MA', skills: [], education: [], licenseStates: [], boardCertifications: [], languages: [], taxonomyCodes,
  hasEmail: false, hasPhone: false,
});
const matches = (specialty: string[], p: PhysicianSummary) => predicateOf({ sortDirection: 'asc', specialty })(p);

describe('specialty filter with NUCC taxonomy (issue 16)', () => {
  it('finds a profile by a code it carries, in any case, whatever its specialty text says', () => {
    const cardiologist = profile('Physician', ['207RC0000X']);
    expect(matches(['207RC0000X'], cardiologist)).toBe(true);
    expect(matches(['207rc0000x'], cardiologist)).toBe(true);
    expect(matches(['207RG0100X'], cardiologist)).toBe(false);
  });

  it('finds specializations under their classification, and by lay names', () => {
    const cardiologist = profile('Physician', ['207RC0000X']);
    expect(matches(['Internal Medicine'], cardiologist)).toBe(true);
    expect(matches(['Cardiovascular Disease'], cardiologist)).toBe(true);
    expect(matches(['heart doctor'], cardiologist)).toBe(true);
    expect(matches(['Cardiologist'], cardiologist)).toBe(true);
    expect(matches(['ENT'], cardiologist)).toBe(false);
    expect(matches(['OB/GYN'], profile('Physician', ['207VM0101X']))).toBe(true);
    expect(matches(['ENT'], profile('Physician', ['207YX0901X']))).toBe(true);
  });

  it("keeps the spec's text rules for every value: contains, and 'physician' exact", () => {
    expect(matches(['cardio'], profile('Pediatric Cardiology'))).toBe(true);
    expect(matches(['Internal Medicine'], profile('internal medicine'))).toBe(true);
    expect(matches(['physician'], profile('Physician'))).toBe(true);
    expect(matches(['physician'], profile('Physician Assistant'))).toBe(false);
    // A lay name is also text: a specialty written 'ENT' is found by it without any code.
    expect(matches(['ENT'], profile('ENT'))).toBe(true);
    expect(specialtyTextMatches(fold('Physician Assistant'), specialtyTextOf('physician'))).toBe(false);
  });

  it('lets a typed lay name only add matches to the spec\'s contains (issue 21)', () => {
    expect(matches(['ENT'], profile('Gastroenterology'))).toBe(true);
    expect(matches(['uro'], profile('Neurology'))).toBe(true);
    expect(matches(['psych'], profile('Child Psychology'))).toBe(true);
    expect(matches(['psych'], profile('Physician', ['2084P0800X']))).toBe(true);
    expect(matches(['ED'], profile('Physician', ['207P00000X']))).toBe(true);
    expect(matches(['Cardiology'], profile('Pediatric Cardiology'))).toBe(true);
  });

  it('matches a picked specialty exactly as a list shows it, whatever its spelling', () => {
    const picked = (specialtyExact: string[], p: PhysicianSummary) => predicateOf({ sortDirection: 'asc', specialtyExact })(p);
    expect(picked(['Urology'], profile('Urology'))).toBe(true);
    expect(picked(['Urology'], profile('Neurology'))).toBe(false);
    expect(picked(['Urology'], profile('Pediatric Urology'))).toBe(false);
    expect(picked(['urology'], profile('UROLOGY'))).toBe(true);
    expect(picked(['OBGYN'], profile('OB/GYN'))).toBe(true);
    expect(picked(['ob-gyn'], profile('obgyn'))).toBe(true);
    // A code the profile carries is not its listed specialty: typed text finds it, a pick does not.
    expect(picked(['Cardiology'], profile('Physician', ['207RC0000X']))).toBe(false);
    expect(predicateOf({ sortDirection: 'asc', specialtyExact: ['Urology'], specialty: ['neuro'] })(profile('Neurology'))).toBe(true);
  });

  it('makes every taxonomy conformance case find rows, some of them only by code', () => {
    const docs = conformanceDocs();
    const textOnly = (q: SearchFilters) => (p: PhysicianSummary) => (q.specialty ?? []).map(specialtyTextOf).some((t) => specialtyTextMatches(fold(p.specialty), t));
    let onlyByCode = 0;
    for (const q of taxonomyQueries) {
      if (q.specialty?.includes('111N00000X')) continue;
      const hits = docs.filter(predicateOf(q));
      expect(hits.length, JSON.stringify(q)).toBeGreaterThan(0);
      onlyByCode += hits.filter((p) => !textOnly(q)(p)).length;
    }
    expect(onlyByCode).toBeGreaterThan(50);
    expect(docs.filter(predicateOf({ sortDirection: 'asc', specialty: ['111N00000X'] }))).toEqual([]);
  });
});
