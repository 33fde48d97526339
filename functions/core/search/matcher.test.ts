import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PhysicianSummary } from '../schemas/physician';
import { type PhysicianSearchQuery, physicianSearchQuery } from '../schemas/physician-search';
import { conformanceDocs, expectedPage } from './conformance-cases';
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
  taxonomyCodes: [],
  hasEmail: true,
  hasPhone: true,
  ...over,
});
// As the HTTP wrapper hands the query over: a repeated parameter is an array (functions/http/query-params.ts).
const q = (raw: Record<string, string | string[]>): PhysicianSearchQuery => physicianSearchQuery.parse(raw);
const matches = (raw: Record<string, string | string[]>, d: PhysicianSummary) => predicateOf(q(raw))(d);

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
    expect(matches({ query: 'ada de la cruz' }, doc({ lastName: 'De La Cruz' }))).toBe(true);
    expect(matches({ query: 'john smith' }, doc({ firstName: 'John', lastName: 'Smith' }))).toBe(true);
    expect(matches({ query: 'john smith' }, doc({ firstName: 'Jane', lastName: 'Smith' }))).toBe(false);
  });
  it('several keyword tags match when every word is in some keyword field (issue 14)', () => {
    expect(matches({ query: 'cardiology leadership' }, doc({ skills: ['Leadership'] }))).toBe(true);
    expect(matches({ query: 'CARDIOLOGY Leadership' }, doc({ skills: ['Leadership'] }))).toBe(true);
    expect(matches({ query: 'cardiology leadership' }, doc({}))).toBe(false);
    expect(matches({ query: 'ada cardiology' }, doc({}))).toBe(true);
    expect(matches({ query: 'mercy attending research' }, doc({}))).toBe(true);
    expect(matches({ query: 'cardiology boston' }, doc({}))).toBe(false);
    expect(matches({ query: 'patient research' }, doc({ specialty: 'Neurology', title: 'Hospitalist' }))).toBe(true);
  });
  it('the name rule never matches where the word rule would not, so engines may run the word rule alone', () => {
    const word = fc.constantFrom('ann', 'an', 'smith', 'de', 'la', 'cruz', 'mary', 'y', 'x');
    const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(name, name, fc.array(word, { minLength: 2, maxLength: 4 }), (firstName, lastName, words) => {
        // The other keyword fields share no letters with the words, so only the names can match.
        const d = doc({ firstName, lastName, specialty: 'Z', skills: [], organization: 'Z', title: 'Z' });
        const everyWord = words.every((w) => [firstName, lastName].some((f) => f.includes(w)));
        expect(matches({ query: words.join(' ') }, d)).toBe(everyWord);
      }),
    );
  });
  it('the conformance documents exercise the keyword-tag cases', () => {
    const total = (query: string) => expectedPage(conformanceDocs(), { query, sortDirection: 'asc' }, { offset: 0, limit: 0 }).total;
    expect(total('cardiology leadership')).toBeGreaterThan(0);
    expect(total('Cardiology LEADERSHIP')).toBe(total('cardiology leadership'));
    expect(total('cardiology leadership')).toBeLessThan(total('cardiology'));
    expect(total('cardiology zzzz-no-match')).toBe(0);
    expect(total('telemedicine')).toBeGreaterThan(0);
    // "anne smith": the name rule finds Anne Smith; the word rule also finds, for one, an Anne at Smith Clinic.
    expect(total('anne smith')).toBeGreaterThan(conformanceDocs().filter((d) => d.firstName === 'Anne' && d.lastName.startsWith('Smith')).length);
  });
  it('refuses more than 10 keywords with a field error', () => {
    const result = physicianSearchQuery.safeParse({ query: Array.from({ length: 11 }, (_, i) => `w${i}`).join(' ') });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['query']);
    expect(physicianSearchQuery.safeParse({ query: Array.from({ length: 10 }, (_, i) => `w${i}`).join('  ') }).success).toBe(true);
  });
});

describe('filters', () => {
  it("specialty 'physician' is exact; others are contains; the list is OR", () => {
    expect(matches({ specialty: 'physician' }, doc({ specialty: 'Physician' }))).toBe(true);
    expect(matches({ specialty: 'Physician' }, doc({ specialty: 'Physician Assistant' }))).toBe(false);
    expect(matches({ specialty: 'cardio' }, doc({}))).toBe(true);
    expect(matches({ specialty: ['Neurology', 'Cardiology'] }, doc({}))).toBe(true);
  });
  it('state matches by code or by name', () => {
    expect(matches({ state: 'Massachusetts' }, doc({}))).toBe(true);
    expect(matches({ state: 'ma' }, doc({}))).toBe(true);
    expect(matches({ state: 'MA' }, doc({ state: 'Massachusetts' }))).toBe(true);
    expect(matches({ state: 'NY' }, doc({}))).toBe(false);
  });
  it('skills are AND, other lists OR', () => {
    expect(matches({ skills: ['Patient Care', 'Research'] }, doc({}))).toBe(true);
    expect(matches({ skills: ['Patient Care', 'Surgery'] }, doc({}))).toBe(false);
    expect(matches({ city: ['Chicago', 'Boston'] }, doc({}))).toBe(true);
    expect(matches({ companySize: ['1 to 19', '100 to 499'] }, doc({}))).toBe(true);
    expect(matches({ companyIndustry: 'Research' }, doc({}))).toBe(false);
  });
  it('blank list values are dropped rather than matching everything or nothing', () => {
    expect(q({ specialty: [' ', '', ' '] }).specialty).toEqual([]);
    expect(matches({ specialty: [' ', ''] }, doc({}))).toBe(true);
  });
  it('a list value keeps its commas: one organization, not two terms (issue 15)', () => {
    expect(q({ organization: 'Smith, Jones and Partners' }).organization).toEqual(['Smith, Jones and Partners']);
    expect(matches({ organization: 'Smith, Jones and Partners' }, doc({ organization: 'Smith, Jones and Partners LLP' }))).toBe(true);
    expect(matches({ organization: 'Smith, Jones and Partners' }, doc({ organization: 'Smith Clinic' }))).toBe(false);
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
