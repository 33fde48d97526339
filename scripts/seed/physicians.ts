import { Faker, en } from '@faker-js/faker';
import { npiCheckDigit } from '../../functions/core/npi';
import { taxonomyCodesForSpecialty } from '../../functions/core/taxonomy/spec-specialties';
import type { EducationEntry, PhysicianRecord } from '../../functions/core/schemas/physician';
import { type City, statesWithCities } from './data/cities';
import { employerKinds, medicalSchools, msFields, otherLanguages, phdFields, premedFields, saints, undergraduateSchools } from './data/people';
import { generalSkills, specialties, titles } from './data/specialties';
import { sfc32Randomizer } from './randomizer';
import { placeIn } from './zip-place';

/**
 * Deterministic synthetic physicians. Each one is derived from (seed, index)
 * alone, so physician #1234 is the same whether it was generated in a batch
 * of 25 or of 250,000, and tests, screenshots and benchmarks agree run to run.
 * Dates are relative to `asOf` (midnight UTC today by default) so "verified
 * within the last year" stays true without breaking determinism within a day.
 */

/** Picks by weight with one uniform draw; the cumulative table is built once per list. */
const weightedPicker = <T>(items: readonly T[], weightOf: (t: T) => number) => {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weightOf(item)));
  return (f: Faker): T => {
    const r = f.number.float({ min: 0, max: total });
    const i = cumulative.findIndex((c) => r < c);
    return items[i === -1 ? items.length - 1 : i] as T;
  };
};

const pickSpecialty = weightedPicker(specialties, (s) => s.weight);
const pickState = weightedPicker(statesWithCities, (s) => s.weight);
const pickTitle = weightedPicker(titles, (t) => t[1]);
const pickEmployer = weightedPicker(employerKinds, (k) => k.weight);
const pickLanguage = weightedPicker(otherLanguages, (l) => l[1]);

export const startOfTodayUtc = (): Date => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);

const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const verifiedAt = (f: Faker, asOf: Date) => new Date(asOf.getTime() - f.number.int({ min: 0, max: 364 * 24 * 60 }) * 60_000).toISOString();

/** Unique per (seed, index) below 10^8 physicians: 48271 is coprime with 10^8, so the map is a bijection. */
const npiFor = (seed: number, index: number): string => {
  const base = `1${String((index * 48271 + seed * 7919) % 100_000_000).padStart(8, '0')}`;
  return `${base}${npiCheckDigit(base)}`;
};

const educationFor = (f: Faker, graduationYear: number, asOf: Date): EducationEntry[] => {
  const md: EducationEntry = { schoolName: f.helpers.arrayElement(medicalSchools), degree: 'MD', field: 'Medicine', startDate: String(graduationYear - 4), endDate: String(graduationYear) };
  const extra: EducationEntry[] = [];
  const roll = f.number.float({ min: 0, max: 1 });
  if (roll < 0.04) extra.push({ schoolName: md.schoolName, degree: 'PhD', field: f.helpers.arrayElement(phdFields), startDate: String(graduationYear - 6), endDate: String(graduationYear - 1) });
  else if (roll < 0.09) extra.push({ schoolName: f.helpers.arrayElement(undergraduateSchools), degree: 'MS', field: f.helpers.arrayElement(msFields), startDate: String(graduationYear - 6), endDate: String(graduationYear - 5) });
  // An MBA comes mid-career, so only physicians out of school long enough to have finished one get it.
  else if (roll < 0.13 && graduationYear + 8 <= asOf.getUTCFullYear()) extra.push({ schoolName: f.helpers.arrayElement(undergraduateSchools), degree: 'MBA', field: 'Healthcare Management', startDate: String(graduationYear + 6), endDate: String(graduationYear + 8) });
  const bs: EducationEntry = { schoolName: f.helpers.arrayElement(undergraduateSchools), degree: 'BS', field: f.helpers.arrayElement(premedFields), startDate: String(graduationYear - 8), endDate: String(graduationYear - 4) };
  return [md, ...extra, bs];
};

const contactFor = (f: Faker, first: string, last: string, index: number, org: string, city: City, asOf: Date) => {
  const [a, b] = [slugOf(first), slugOf(last)];
  const local = f.helpers.arrayElement([`${a}.${b}`, `${a[0] ?? ''}${b}`, `${b}.${a}`, `${a}${b}`, `dr.${b}`]);
  // The local area code, then 555-0100..0199, the range reserved for fiction: a demo never dials a real line.
  const phone = () => `(${city.areaCode}) 555-01${String(f.number.int({ min: 0, max: 99 })).padStart(2, '0')}`;
  const out: Partial<PhysicianRecord> = {};
  // Shares of present values follow what vendor files usually deliver; a missing field is normal.
  if (f.datatype.boolean(0.8)) Object.assign(out, { personalEmail: `${local}${index}@example.com`, personalEmailVerifiedAt: verifiedAt(f, asOf) });
  if (f.datatype.boolean(0.65)) Object.assign(out, { workEmail: `${a[0] ?? ''}${b}@${slugOf(org).slice(0, 24)}.example.org`, workEmailVerifiedAt: verifiedAt(f, asOf) });
  if (f.datatype.boolean(0.85)) Object.assign(out, { phone: phone(), phoneVerifiedAt: verifiedAt(f, asOf) });
  if (f.datatype.boolean(0.4)) Object.assign(out, { directDial: phone(), directDialVerifiedAt: verifiedAt(f, asOf) });
  // LinkedIn-shaped but on example.com: a made-up slug on linkedin.com could be a real person's profile.
  if (f.datatype.boolean(0.7)) out.linkedinUrl = `https://linkedin.example.com/in/${a}-${b}-${index.toString(36)}`;
  return out;
};

/** English, then one other language for about a third of physicians and a second for a few. */
const languagesFor = (f: Faker): string[] => {
  const out = ['English'];
  for (const chance of [0.32, 0.06]) {
    if (!f.datatype.boolean(chance)) break;
    const language = pickLanguage(f)[0];
    if (!out.includes(language)) out.push(language);
  }
  return out;
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_m, k: string) => values[k] ?? '');

const f = new Faker({ locale: [en], randomizer: sfc32Randomizer() });

/**
 * A generated profile has no id: ids are random (functions/core/ids.ts) and
 * given when it is written, by its identity (the NPI), so re-seeding finds
 * the same people under the ids they already have.
 */
export type SeededPhysician = Omit<PhysicianRecord, 'id'>;

/** Each of the spec's 18 specialties carries its NUCC code (core/taxonomy/spec-specialties.ts), so code and lay-term searches find seeded profiles. */
const seedTaxonomy = (specialty: string): Pick<SeededPhysician, 'taxonomyCodes' | 'primaryTaxonomy'> => {
  const codes = taxonomyCodesForSpecialty(specialty);
  return codes[0] ? { taxonomyCodes: codes, primaryTaxonomy: codes[0] } : { taxonomyCodes: [] };
};

/** The physician at `index` (0-based) of the stream named by `seed`. */
export const physicianAt = (seed: number, index: number, asOf: Date = startOfTodayUtc()): SeededPhysician => {
  f.seed([seed, index]);
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  const specialty = pickSpecialty(f);
  const state = pickState(f);
  const city = f.helpers.arrayElement(state.cities);
  const graduationYear = Math.round((f.number.int({ min: 1965, max: 2020 }) + f.number.int({ min: 1965, max: 2020 })) / 2);
  const employer = pickEmployer(f);
  const organization = fill(f.helpers.arrayElement(employer.names), {
    city: city.name, last: f.person.lastName(), last2: f.person.lastName(), saint: f.helpers.arrayElement(saints), specialty: specialty.name,
  });
  let title = fill(pickTitle(f)[0], { role: specialty.role });
  if (title === 'Hospitalist' && !['Internal Medicine', 'Family Medicine', 'Physician'].includes(specialty.name)) title = specialty.role;
  // Recent graduates are often still board-eligible rather than certified.
  const certified = f.datatype.boolean(graduationYear >= 2017 ? 0.55 : 0.9);
  const boards = specialty.name === 'Physician' ? [f.helpers.arrayElement(specialty.boards)] : [...specialty.boards];
  const neighbours = f.datatype.boolean(0.35) ? f.helpers.arrayElements(state.neighbours, { min: 1, max: Math.min(2, state.neighbours.length) }) : [];
  const skills = [...f.helpers.arrayElements(specialty.skills, { min: 2, max: 4 }), ...f.helpers.arrayElements(generalSkills, { min: 1, max: 4 })];
  const languages = languagesFor(f);
  const createdAt = asOf.toISOString();
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    title,
    specialty: specialty.name,
    organization,
    organizationSize: f.helpers.arrayElement(employer.sizes),
    organizationRevenue: f.helpers.arrayElement(employer.revenues),
    organizationIndustry: f.helpers.arrayElement(employer.industries),
    city: city.name,
    state: state.code,
    location: `${city.name}, ${state.code}`,
    // A real ZIP of the city and its centroid, jittered under a mile (issue 16: distance search).
    ...placeIn(city, (max) => f.number.int({ min: 0, max }), () => f.number.float({ min: -1, max: 1 })),
    skills,
    education: educationFor(f, graduationYear, asOf),
    npi: npiFor(seed, index),
    licenseStates: [state.code, ...neighbours],
    boardCertifications: certified ? boards : [],
    graduationYear,
    languages,
    ...seedTaxonomy(specialty.name),
    ...contactFor(f, firstName, lastName, index, organization, city, asOf),
    source: 'seed',
    createdAt,
    updatedAt: createdAt,
  };
};

/** `count` physicians starting at index `start`. */
export const generatePhysicians = (count: number, seed = 42, start = 0, asOf: Date = startOfTodayUtc()): SeededPhysician[] =>
  Array.from({ length: count }, (_, i) => physicianAt(seed, start + i, asOf));
