import { Faker, en } from '@faker-js/faker';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { companyIndustryOptions, companyRevenueOptions, companySizeOptions } from '../../functions/core/schemas/physician';

/**
 * Deterministic synthetic physicians: the same seed gives the same people,
 * so tests, screenshots and benchmarks agree run to run. Specialty weights
 * roughly follow US physician counts; states follow population.
 */
const specialties: ReadonlyArray<readonly [string, number]> = [
  ['Internal Medicine', 120], ['Family Medicine', 118], ['Pediatrics', 60], ['Emergency Medicine', 48],
  ['Anesthesiology', 42], ['Psychiatry', 38], ['OBGYN', 36], ['Radiology', 30], ['General Surgery', 28],
  ['Cardiology', 25], ['Orthopedic Surgery', 20], ['Neurology', 14], ['Dermatology', 13], ['Oncology', 13],
  ['Gastroenterology', 12], ['Ophthalmology', 12], ['Urology', 10], ['Physician', 20],
];

const cities: ReadonlyArray<readonly [state: string, weight: number, names: readonly string[]]> = [
  ['CA', 39, ['Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Sacramento', 'Fresno']],
  ['TX', 30, ['Houston', 'Dallas', 'Austin', 'San Antonio', 'El Paso']],
  ['FL', 22, ['Miami', 'Orlando', 'Tampa', 'Jacksonville']],
  ['NY', 20, ['New York', 'Buffalo', 'Rochester', 'Albany']],
  ['PA', 13, ['Philadelphia', 'Pittsburgh', 'Allentown']],
  ['IL', 13, ['Chicago', 'Springfield', 'Peoria']],
  ['OH', 12, ['Columbus', 'Cleveland', 'Cincinnati']],
  ['GA', 11, ['Atlanta', 'Savannah', 'Augusta']],
  ['NC', 11, ['Charlotte', 'Raleigh', 'Durham']],
  ['MI', 10, ['Detroit', 'Grand Rapids', 'Ann Arbor']],
  ['NJ', 9, ['Newark', 'Jersey City', 'Trenton']],
  ['VA', 9, ['Richmond', 'Virginia Beach', 'Norfolk']],
  ['WA', 8, ['Seattle', 'Spokane', 'Tacoma']],
  ['AZ', 7, ['Phoenix', 'Tucson', 'Mesa']],
  ['MA', 7, ['Boston', 'Worcester', 'Springfield']],
  ['TN', 7, ['Nashville', 'Memphis', 'Knoxville']],
  ['MD', 6, ['Baltimore', 'Bethesda', 'Annapolis']],
  ['MN', 6, ['Minneapolis', 'Saint Paul', 'Rochester']],
  ['CO', 6, ['Denver', 'Colorado Springs', 'Aurora']],
  ['OR', 4, ['Portland', 'Eugene', 'Salem']],
  ['DC', 1, ['Washington']],
];

const skills = [
  'Patient Care', 'Clinical Research', 'Teaching', 'Leadership', 'Communication', 'Research', 'Surgery',
  'Public Speaking', 'Medical Education', 'Healthcare Management', 'Telemedicine', 'Quality Improvement',
  'Electronic Health Records', 'Critical Care', 'Diagnostics', 'Preventive Medicine',
];
const schools = ['Johns Hopkins University', 'Harvard Medical School', 'Stanford University', 'University of Michigan', 'Duke University', 'Mayo Clinic Alix School of Medicine', 'University of Texas Southwestern', 'Emory University'];
const degrees = ['MD', 'MD', 'MD', 'PhD', 'MBA', 'MS', 'BS'];
const orgSuffix = ['Medical Center', 'Health System', 'Hospital', 'Clinic', 'Medical Group', 'Physicians'];

const weighted = <T>(f: Faker, items: ReadonlyArray<readonly [T, number, ...unknown[]]>): readonly [T, number, ...unknown[]] => {
  const total = items.reduce((s, i) => s + i[1], 0);
  let r = f.number.float({ min: 0, max: total });
  for (const item of items) {
    r -= item[1];
    if (r <= 0) return item;
  }
  return items[items.length - 1] as readonly [T, number, ...unknown[]];
};

export const generatePhysicians = (count: number, seed = 42, start = 0): PhysicianRecord[] => {
  const f = new Faker({ locale: [en], seed: seed + start });
  const at = new Date('2026-01-01T00:00:00Z').toISOString();
  return Array.from({ length: count }, (_, i) => {
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const specialty = weighted(f, specialties)[0];
    const [state, , names] = weighted(f, cities) as readonly [string, number, readonly string[]];
    const city = f.helpers.arrayElement(names);
    const org = `${f.helpers.arrayElement([city, f.location.street(), f.person.lastName()])} ${f.helpers.arrayElement(orgSuffix)}`;
    const id = `phy_${String(start + i + 1).padStart(7, '0')}`;
    const slug = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      id,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      title: f.helpers.arrayElement(['Attending Physician', 'Staff Physician', 'Medical Director', 'Chief of Medicine', 'Hospitalist', 'Consultant']),
      specialty,
      organization: org,
      organizationSize: f.helpers.arrayElement(companySizeOptions),
      organizationRevenue: f.helpers.arrayElement(companyRevenueOptions),
      organizationIndustry: f.helpers.arrayElement(companyIndustryOptions),
      city,
      state,
      location: `${city}, ${state}`,
      skills: f.helpers.arrayElements(skills, { min: 2, max: 8 }),
      education: [{ schoolName: f.helpers.arrayElement(schools), degree: f.helpers.arrayElement(degrees), field: 'Medicine' }],
      ...(f.datatype.boolean(0.7) ? { linkedinUrl: `https://www.linkedin.com/in/${slug}-${id.slice(-4)}` } : {}),
      personalEmail: `${slug}${i % 97}@example.com`,
      workEmail: `${slug}@${org.toLowerCase().replace(/[^a-z]/g, '')}.example.org`,
      phone: f.phone.number({ style: 'national' }),
      directDial: f.phone.number({ style: 'national' }),
      createdAt: at,
      updatedAt: at,
    };
  });
};
