import { describe, expect, it } from 'vitest';
import { isValidNpi } from '../../functions/core/npi';
import { companyIndustryOptions, companyRevenueOptions, companySizeOptions, educationOptions, physicianRecord } from '../../functions/core/schemas/physician';
import { usStates } from '../../functions/core/search/states';
import { statesWithCities } from './data/cities';
import { specialties } from './data/specialties';
import { generatePhysicians, physicianAt } from './physicians';
import { haversineMiles } from '../../functions/core/search/distance';
import { CITY_RADIUS_MI } from './zip-place';

const asOf = new Date('2026-03-01T00:00:00.000Z');
const sample = generatePhysicians(5000, 42, 0, asOf);

/** USPS ZIP regions by first digit: an independent check that the city table's prefixes are in the right state. */
const zipRegion: Record<string, string> = {
  0: 'CT MA ME NH NJ RI VT', 1: 'DE NY PA', 2: 'DC MD NC SC VA WV', 3: 'AL FL GA MS TN', 4: 'IN KY MI OH',
  5: 'IA MN MT ND SD WI', 6: 'IL KS MO NE', 7: 'AR LA OK TX', 8: 'AZ CO ID NM NV UT WY', 9: 'AK CA HI OR WA',
};

const share = (pred: (p: (typeof sample)[number]) => boolean) => sample.filter(pred).length / sample.length;

describe('generatePhysicians', () => {
  it('gives the same physician for the same (seed, index) whatever the batch boundaries', () => {
    const whole = generatePhysicians(100, 7, 0, asOf);
    const pieces = [...generatePhysicians(30, 7, 0, asOf), ...generatePhysicians(45, 7, 30, asOf), ...generatePhysicians(25, 7, 75, asOf)];
    expect(pieces).toEqual(whole);
    expect(physicianAt(7, 57, asOf)).toEqual(whole[57]);
    // No id: the writer gives each a random one by its identity (seed-writer.ts), so nothing counts up.
    expect(whole.every((p) => !('id' in p))).toBe(true);
  });

  it('gives other people for another seed', () => {
    const [a] = generatePhysicians(1, 1, 0, asOf);
    const [b] = generatePhysicians(1, 2, 0, asOf);
    expect(a?.npi).not.toBe(b?.npi);
    expect(a?.fullName === b?.fullName && a?.city === b?.city).toBe(false);
  });

  it('produces records of the stored schema, marked as seed', () => {
    for (const p of sample.slice(0, 500)) expect(physicianRecord.omit({ id: true }).parse(p)).toEqual(p);
    expect(new Set(sample.map((p) => p.source))).toEqual(new Set(['seed']));
  });

  it('gives every physician a unique NPI that passes the check digit', () => {
    for (const p of sample) expect(isValidNpi(p.npi ?? ''), p.npi).toBe(true);
    expect(new Set(sample.map((p) => p.npi)).size).toBe(sample.length);
  });

  it('places every physician in a real city of their state, with a ZIP and coordinates that fit', () => {
    const codes = new Set(usStates.map(([c]) => c));
    expect(new Set(statesWithCities.map((s) => s.code))).toEqual(codes);
    for (const p of sample) {
      const state = statesWithCities.find((s) => s.code === p.state);
      const city = state?.cities.find((c) => c.name === p.city);
      expect(city, `${p.city}, ${p.state}`).toBeDefined();
      expect(p.zip).toMatch(/^\d{5}$/);
      expect(p.zip?.slice(0, 3)).toBe(city?.zip3);
      expect(zipRegion[p.zip?.[0] ?? '']?.split(' ')).toContain(p.state);
      // Issue 16: a real ZIP of the city (zip-place.ts) and a point within a mile of its centroid.
      expect(haversineMiles({ lat: city?.lat ?? 0, lon: city?.lon ?? 0 }, { lat: p.latitude ?? 0, lon: p.longitude ?? 0 })).toBeLessThan(CITY_RADIUS_MI + 1);
      expect(p.location).toBe(`${p.city}, ${p.state}`);
      expect(p.licenseStates[0]).toBe(p.state);
      for (const other of p.licenseStates.slice(1)) expect(state?.neighbours).toContain(other);
    }
  });

  it('keeps every city table entry consistent with the ZIP regions, not only the ones drawn', () => {
    for (const s of statesWithCities) for (const c of s.cities) expect(zipRegion[c.zip3[0] ?? '']?.split(' '), `${c.name}, ${s.code}`).toContain(s.code);
  });

  it('uses only the option lists of spec §9 for company size, revenue, industry and degrees', () => {
    for (const p of sample) {
      expect(companySizeOptions).toContain(p.organizationSize);
      expect(companyRevenueOptions).toContain(p.organizationRevenue);
      expect(companyIndustryOptions).toContain(p.organizationIndustry);
      for (const e of p.education) expect(educationOptions).toContain(e.degree);
    }
  });

  it('follows the specialty mix: 18 specialties incl. OBGYN and a small share of plain Physician', () => {
    expect(specialties).toHaveLength(18);
    const counts = new Map<string, number>();
    for (const p of sample) counts.set(p.specialty, (counts.get(p.specialty) ?? 0) + 1);
    expect(counts.size).toBe(18);
    const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([s]) => s);
    expect(ranked.slice(0, 2)).toEqual(expect.arrayContaining(['Internal Medicine', 'Family Medicine']));
    expect(share((p) => p.specialty === 'OBGYN')).toBeGreaterThan(0.03);
    expect(share((p) => p.specialty === 'Physician')).toBeGreaterThan(0.005);
    expect(share((p) => p.specialty === 'Physician')).toBeLessThan(0.05);
    expect(share((p) => p.state === 'CA')).toBeGreaterThan(share((p) => p.state === 'WY') * 20);
  });

  it('gives board certifications of the specialty, English plus sometimes more, and plausible years', () => {
    for (const p of sample) {
      const boards = specialties.find((s) => s.name === p.specialty)?.boards ?? [];
      for (const b of p.boardCertifications) expect(boards).toContain(b);
      expect(p.languages[0]).toBe('English');
      expect(p.graduationYear).toBeGreaterThanOrEqual(1965);
      expect(p.graduationYear).toBeLessThanOrEqual(2020);
      expect(p.education.find((e) => e.degree === 'MD')?.endDate).toBe(String(p.graduationYear));
      for (const e of p.education) expect(Number(e.endDate)).toBeLessThanOrEqual(asOf.getUTCFullYear());
    }
    expect(share((p) => p.languages.includes('Spanish'))).toBeGreaterThan(0.08);
    expect(share((p) => p.boardCertifications.length > 0)).toBeGreaterThan(0.7);
  });

  it('leaves some contact fields missing, stamps the present ones verified within the last year, on example domains only', () => {
    const yearAgo = asOf.getTime() - 365 * 24 * 3600 * 1000;
    for (const p of sample) {
      for (const [value, at] of [[p.personalEmail, p.personalEmailVerifiedAt], [p.workEmail, p.workEmailVerifiedAt], [p.phone, p.phoneVerifiedAt], [p.directDial, p.directDialVerifiedAt]]) {
        if (!value) expect(at).toBeUndefined();
        else expect(Date.parse(at ?? '')).toBeGreaterThan(yearAgo);
        if (at) expect(Date.parse(at)).toBeLessThanOrEqual(asOf.getTime());
      }
      if (p.personalEmail) expect(p.personalEmail).toMatch(/@example\.com$/);
      if (p.workEmail) expect(p.workEmail).toMatch(/\.example\.org$/);
      if (p.linkedinUrl) expect(new URL(p.linkedinUrl).hostname).toMatch(/\.example\.com$/);
      if (p.phone) expect(p.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
    }
    expect(share((p) => !p.personalEmail)).toBeGreaterThan(0.1);
    expect(share((p) => !p.directDial)).toBeGreaterThan(0.3);
    expect(share((p) => !!p.linkedinUrl)).toBeGreaterThan(0.65);
    expect(share((p) => !!p.linkedinUrl)).toBeLessThan(0.75);
    expect(new Set(sample.filter((p) => p.personalEmail).map((p) => p.personalEmail)).size).toBe(sample.filter((p) => p.personalEmail).length);
  });
});
