import { describe, expect, it } from 'vitest';
import { type PhysicianSearchQuery, type PhysicianSummary, physicianSearchQuery } from '../schemas/physician';
import { comparatorOf, predicateOf } from './matcher';

const doc = (over: Partial<PhysicianSummary>): PhysicianSummary => ({
  id: 'x',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  title: 'Attending Physician',
  specialty: 'Cardiology',
  organization: 'Mercy Hospital',
  organizationSize: '100 to 499',
  organizationRevenue: '$1B+',
  organizationIndustry: 'Hospital & Health Care',
  city: 'Boston',
  state: 'MA',
  location: 'Boston, MA',
  skills: ['Patient Care', 'Research'],
  education: [{ schoolName: 'Harvard Medical School', degree: 'MD' }],
  licenseStates: ['MA'],
  boardCertifications: [],
  languages: ['English'],
  hasEmail: true,
  hasPhone: true,
  ...over,
});
const q = (raw: Record<string, string>): PhysicianSearchQuery => physicianSearchQuery.parse(raw);
const matches = (raw: Record<string, string>, d: PhysicianSummary) => predicateOf(q(raw))(d);

describe('query matching (spec core §5)', () => {
  it('one word is contains across first, last, specialty, skills, company and title, any case', () => {
    expect(matches({ query: 'LOVE' }, doc({}))).toBe(true);
    expect(matches({ query: 'cardio' }, doc({}))).toBe(true);
    expect(matches({ query: 'patient' }, doc({}))).toBe(true);
    expect(matches({ query: 'mercy' }, doc({}))).toBe(true);
    expect(matches({ query: 'attending' }, doc({}))).toBe(true);
    expect(matches({ query: 'boston' }, doc({}))).toBe(false);
  });
  it('several words are first + last name in either order', () => {
    expect(matches({ query: 'ada love' }, doc({}))).toBe(true);
    expect(matches({ query: 'lovelace ada' }, doc({}))).toBe(true);
    expect(matches({ query: 'ada cardiology' }, doc({}))).toBe(false);
    expect(matches({ query: 'ada de la cruz' }, doc({ lastName: 'De La Cruz' }))).toBe(true);
  });
});

describe('filters', () => {
  it("specialty 'physician' is exact; others are contains; the list is OR", () => {
    expect(matches({ specialty: 'physician' }, doc({ specialty: 'Physician' }))).toBe(true);
    expect(matches({ specialty: 'Physician' }, doc({ specialty: 'Physician Assistant' }))).toBe(false);
    expect(matches({ specialty: 'cardio' }, doc({}))).toBe(true);
    expect(matches({ specialty: 'Neurology,Cardiology' }, doc({}))).toBe(true);
  });
  it('state matches by code or by name', () => {
    expect(matches({ state: 'Massachusetts' }, doc({}))).toBe(true);
    expect(matches({ state: 'ma' }, doc({}))).toBe(true);
    expect(matches({ state: 'MA' }, doc({ state: 'Massachusetts' }))).toBe(true);
    expect(matches({ state: 'NY' }, doc({}))).toBe(false);
  });
  it('skills are AND, other lists OR', () => {
    expect(matches({ skills: 'Patient Care,Research' }, doc({}))).toBe(true);
    expect(matches({ skills: 'Patient Care,Surgery' }, doc({}))).toBe(false);
    expect(matches({ city: 'Chicago,Boston' }, doc({}))).toBe(true);
    expect(matches({ companySize: '1 to 19,100 to 499' }, doc({}))).toBe(true);
    expect(matches({ companyIndustry: 'Research' }, doc({}))).toBe(false);
  });
  it('blank list values are dropped rather than matching everything or nothing', () => {
    expect(q({ specialty: ' , ,' }).specialty).toEqual([]);
    expect(matches({ specialty: ' , ,' }, doc({}))).toBe(true);
  });
});

describe('sorting', () => {
  const a = doc({ id: 'a', lastName: 'Adams', city: 'Zion', specialty: 'Urology' });
  const b = doc({ id: 'b', lastName: 'Baker', city: 'Austin', specialty: 'Anesthesiology' });
  it('defaults to last name ascending', () => {
    expect([b, a].sort(comparatorOf()).map((d) => d.id)).toEqual(['a', 'b']);
  });
  it('sorts by location (city) and specialty in either direction', () => {
    expect([a, b].sort(comparatorOf('location')).map((d) => d.id)).toEqual(['b', 'a']);
    expect([a, b].sort(comparatorOf('specialty', 'desc')).map((d) => d.id)).toEqual(['a', 'b']);
  });
});
