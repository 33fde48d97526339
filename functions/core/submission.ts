import type { StoredCv } from './schemas/cv';
import { zipCentroid } from './search/zip-centroids';
import type { PhysicianRecord } from './schemas/physician';
import { OTHER_SPECIALTY, type Submission, type SubmissionFields, UNCONFIRMED } from './schemas/submissions';

type ListFacts = 'licenseStates' | 'boardCertifications' | 'languages';
/** The validated form; the lists of issue 25 may be left out by callers that build one by hand. */
export type SubmissionForm = Omit<SubmissionFields, ListFacts> & Partial<Pick<SubmissionFields, ListFacts>>;

/** Vendor text of spec public §3: skills as single-quoted items separated by spaces. */
export const skillsText = (skills: readonly string[]): string | null => (skills.length ? skills.map((s) => `'${s}'`).join(' ') : null);

/** Vendor text of spec public §3: "School (Degree)" entries separated by spaces (the importer's parser reads it back). */
export const educationText = (entries: ReadonlyArray<{ schoolName: string; degree: string }>): string | null =>
  entries.length ? entries.map((e) => `${e.schoolName} (${e.degree})`).join(' ') : null;

/** Trimmed, blank-free, the first of exact duplicates kept (spec public §5: "not a duplicate"). */
const unique = (items: readonly string[]): string[] => [...new Set(items.map((s) => s.trim()).filter(Boolean))];

/** A validated form as the stored submission, unconfirmed until its address confirms the mailed link. */
export const submissionOf = (f: SubmissionForm, id: string, at: string, cv: StoredCv | null = null): Submission => {
  const other = f.otherSpecialty?.trim();
  const specialty = f.specialty === OTHER_SPECIALTY && other ? other : f.specialty;
  const skills = unique(f.skills);
  const education = f.education.map((e) => ({ schoolName: e.schoolName, degree: e.degree }));
  return {
    id,
    status: UNCONFIRMED,
    createdAt: at,
    approvedAt: null,
    firstName: f.firstName,
    lastName: f.lastName,
    middleName: f.middleName || null,
    title: f.title,
    companyName: f.companyName,
    specialty,
    email: f.email,
    phone: f.phone,
    city: f.city,
    state: f.state,
    location: `${f.city}, ${f.state}`,
    linkedinUrl: f.linkedinUrl || null,
    education,
    skills,
    skillsText: skillsText(skills),
    educationText: educationText(education),
    physicianId: null,
    npi: f.npi || null,
    zip: f.zip || null,
    licenseStates: f.licenseStates ?? [],
    boardCertifications: f.boardCertifications ?? [],
    languages: f.languages ?? [],
    graduationYear: f.graduationYear ?? null,
    cv,
    merged: false,
  };
};

/**
 * An approved submission as a directory profile. Company facts a physician
 * does not state (size, revenue, industry) stay blank rather than guessed.
 */
export const physicianFromSubmission = (s: Submission, id: string, at: string): PhysicianRecord => ({
  id,
  firstName: s.firstName,
  lastName: s.lastName,
  fullName: [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' '),
  title: s.title,
  specialty: s.specialty,
  organization: s.companyName,
  organizationSize: '',
  organizationRevenue: '',
  organizationIndustry: '',
  city: s.city,
  state: s.state,
  location: s.location,
  skills: s.skills,
  education: s.education,
  ...(s.linkedinUrl ? { linkedinUrl: s.linkedinUrl } : {}),
  licenseStates: s.licenseStates,
  boardCertifications: s.boardCertifications,
  languages: s.languages,
  ...(s.npi ? { npi: s.npi } : {}),
  ...(s.zip ? { zip: s.zip, ...pointOf(s.zip) } : {}),
  ...(s.graduationYear ? { graduationYear: s.graduationYear } : {}),
  ...(s.cv ? { cv: s.cv } : {}),
  physicianProvided: providedBy(s, at),
  personalEmail: s.email,
  phone: s.phone,
  source: 'submission',
  createdAt: at,
  updatedAt: at,
  publishedAt: at,
});

/** What the physician stated in the form, each marked with when, so a later import keeps it (core/physician-choices.ts). */
const providedBy = (s: Submission, at: string): NonNullable<PhysicianRecord['physicianProvided']> => {
  const stated = {
    title: true,
    specialty: true,
    organization: true,
    city: true,
    state: true,
    zip: !!s.zip,
    languages: s.languages.length > 0,
    licenseStates: s.licenseStates.length > 0,
    boardCertifications: s.boardCertifications.length > 0,
    graduationYear: !!s.graduationYear,
    personalEmail: true,
    phone: true,
  };
  return Object.fromEntries(Object.entries(stated).filter(([, v]) => v).map(([k]) => [k, at]));
};

/**
 * Issue 25 item 5: an approved resume whose NPI names a profile already in
 * the directory (an NPPES or vendor one) updates that profile instead of
 * making a second: what the physician stated replaces what is stored, is
 * marked as theirs (so later imports keep it), and the rest of the stored
 * profile (registry dates, taxonomy, other contacts, intent) stays.
 */
export const mergeSubmissionInto = (existing: PhysicianRecord, s: Submission, at: string): PhysicianRecord => {
  const stated = physicianFromSubmission(s, existing.id, at);
  // Company facts the form does not ask stay as stored; so do the origin and first-publication dates.
  const { source: _s, createdAt: _c, publishedAt: _p, organizationSize: _os, organizationRevenue: _or, organizationIndustry: _oi, education, skills, ...facts } = stated;
  const keepNonEmpty = <T>(mine: T[], theirs: T[]) => (mine.length ? mine : theirs);
  const merged: PhysicianRecord = {
    ...existing,
    ...facts,
    licenseStates: keepNonEmpty(stated.licenseStates, existing.licenseStates),
    boardCertifications: keepNonEmpty(stated.boardCertifications, existing.boardCertifications),
    languages: keepNonEmpty(stated.languages, existing.languages),
    education: keepNonEmpty(education, existing.education),
    skills: keepNonEmpty(skills, existing.skills),
    physicianProvided: { ...existing.physicianProvided, ...stated.physicianProvided },
    createdAt: existing.createdAt,
    updatedAt: at,
  };
  // The stored point belongs to the stored place: a moved practice is placed again from its ZIP or city by the indexer.
  if (!stated.zip && (existing.city !== merged.city || existing.state !== merged.state)) {
    delete merged.latitude;
    delete merged.longitude;
  }
  return merged;
};

const pointOf = (zip: string): { latitude?: number; longitude?: number } => {
  const p = zipCentroid(zip);
  return p ? { latitude: p.lat, longitude: p.lon } : {};
};
