import { z } from 'zod';
import { isValidNpi } from '../../functions/core/npi';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { displaySpecialty } from '../../functions/core/search/specialties';
import { usStates } from '../../functions/core/search/states';
import { findCity } from '../seed/data/cities';
import { type Field, type VendorRow, vendorColumns } from './columns';
import { mapCompanyIndustry, mapCompanyRevenue, mapCompanySize } from './company-options';
import { parseEducation } from './parse-education';
import { parseSkills, splitList } from './parse-lists';

/** A valid vendor row as a profile, before it gets its id and timestamps. */
export type ImportedProfile = Omit<PhysicianRecord, 'id' | 'createdAt' | 'updatedAt'>;

const col = (f: Field) => vendorColumns[f];
const codeOf = new Map(usStates.flatMap(([code, name]) => [[code.toLowerCase(), code], [name.toLowerCase(), code]] as const));
export const stateCode = (v: string): string | undefined => codeOf.get(v.trim().toLowerCase().replace(/\.$/, ''));

const required = (f: Field) => z.string().min(1, `${col(f)} is required`);
const email = (f: Field) =>
  z
    .string()
    .refine((v) => v === '' || z.email().safeParse(v).success, `${col(f)} is not a valid email address`)
    .transform((v) => v || undefined);
const phone = (f: Field) =>
  z
    .string()
    .refine((v) => v === '' || v.replace(/\D/g, '').length >= 10, `${col(f)} needs at least 10 digits`)
    .transform((v) => v || undefined);

/** https:// is added when missing; the host must be LinkedIn's (any subdomain, or a test domain named linkedin). */
const linkedin = z.string().transform((v, ctx) => {
  if (!v) return undefined;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(v) ? v : `https://${v}`);
    if (/^https?:$/.test(url.protocol) && url.hostname.split('.').includes('linkedin')) return url.href;
  } catch {
    // Not a URL at all: reported below like any other non-LinkedIn value.
  }
  ctx.addIssue({ code: 'custom', message: `${col('linkedinUrl')} is not a LinkedIn URL` });
  return z.NEVER;
});

const state = required('state').transform((v, ctx) => {
  const code = stateCode(v);
  if (!code) ctx.addIssue({ code: 'custom', message: `${col('state')} is not a US state code or name: ${v}` });
  return code ?? z.NEVER;
});

const npi = z.string().transform((v, ctx) => {
  if (!v) return undefined;
  const digits = v.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) ctx.addIssue({ code: 'custom', message: `${col('npi')} must be 10 digits` });
  else if (!isValidNpi(digits)) ctx.addIssue({ code: 'custom', message: `${col('npi')} fails its check digit` });
  return digits;
});

const zip = z.string().transform((v, ctx) => {
  if (!v) return undefined;
  // Spreadsheets drop the leading zero of New England ZIPs (02138 → 2138); put it back.
  const m = /^(\d{3,5})(?:-\d{4})?$/.exec(v);
  if (!m?.[1] || m[1].length < 4) ctx.addIssue({ code: 'custom', message: `${col('zip')} must be a 5-digit ZIP code` });
  return m?.[1]?.padStart(5, '0');
});

const graduationYear = z.string().transform((v, ctx) => {
  if (!v) return undefined;
  const year = Number(v);
  if (!Number.isInteger(year) || year < 1940 || year > new Date().getUTCFullYear()) {
    ctx.addIssue({ code: 'custom', message: `${col('graduationYear')} must be a year between 1940 and this year` });
  }
  return year;
});

const licenseStates = z.string().transform((v, ctx) => {
  const items = splitList(v);
  const unknown = items.filter((s) => !stateCode(s));
  if (unknown.length) ctx.addIssue({ code: 'custom', message: `${col('licenseStates')} has unknown states: ${unknown.join(', ')}` });
  return items.map((s) => stateCode(s) ?? s);
});

export const vendorRowSchema = z.object({
  firstName: required('firstName'),
  lastName: required('lastName'),
  title: z.string(),
  specialty: required('specialty').transform(displaySpecialty),
  companyName: z.string(),
  companySize: z.string().transform(mapCompanySize),
  companyRevenue: z.string().transform(mapCompanyRevenue),
  companyIndustry: z.string().transform(mapCompanyIndustry),
  skills: z.string().transform(parseSkills),
  education: z.string().transform(parseEducation),
  city: required('city'),
  state,
  location: z.string(),
  personalEmail: email('personalEmail'),
  workEmail: email('workEmail'),
  phone: phone('phone'),
  directDial: phone('directDial'),
  linkedinUrl: linkedin,
  npi,
  zip,
  languages: z.string().transform(splitList),
  licenseStates,
  boardCertifications: z.string().transform(splitList),
  graduationYear,
});

export type RowResult = { ok: true; profile: ImportedProfile } | { ok: false; reasons: string[] };

export const validateRow = (row: VendorRow): RowResult => {
  const parsed = vendorRowSchema.safeParse(row);
  if (!parsed.success) return { ok: false, reasons: [...new Set(parsed.error.issues.map((i) => i.message))] };
  const r = parsed.data;
  // Known cities get the table's coordinates so imported physicians show up in distance searches.
  const place = findCity(r.city, r.state);
  const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  return {
    ok: true,
    profile: {
      firstName: r.firstName,
      lastName: r.lastName,
      fullName: `${r.firstName} ${r.lastName}`,
      title: r.title,
      specialty: r.specialty,
      organization: r.companyName,
      organizationSize: r.companySize,
      organizationRevenue: r.companyRevenue,
      organizationIndustry: r.companyIndustry,
      city: r.city,
      state: r.state,
      location: r.location || `${r.city}, ${r.state}`,
      skills: r.skills,
      education: r.education,
      licenseStates: r.licenseStates,
      boardCertifications: r.boardCertifications,
      languages: r.languages,
      ...defined({ linkedinUrl: r.linkedinUrl, npi: r.npi, zip: r.zip, graduationYear: r.graduationYear }),
      ...(place ? { latitude: place.lat, longitude: place.lon } : {}),
      ...defined({ personalEmail: r.personalEmail, workEmail: r.workEmail, phone: r.phone, directDial: r.directDial }),
      source: 'import',
    },
  };
};
