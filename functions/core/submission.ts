import type { PhysicianRecord } from './schemas/physician';
import { OTHER_SPECIALTY, type Submission, type SubmissionFields, UNCONFIRMED } from './schemas/submissions';

/** Vendor text of spec public §3: skills as single-quoted items separated by spaces. */
export const skillsText = (skills: readonly string[]): string | null => (skills.length ? skills.map((s) => `'${s}'`).join(' ') : null);

/** Vendor text of spec public §3: "School (Degree)" entries separated by spaces (the importer's parser reads it back). */
export const educationText = (entries: ReadonlyArray<{ schoolName: string; degree: string }>): string | null =>
  entries.length ? entries.map((e) => `${e.schoolName} (${e.degree})`).join(' ') : null;

/** Trimmed, blank-free, the first of exact duplicates kept (spec public §5: "not a duplicate"). */
const unique = (items: readonly string[]): string[] => [...new Set(items.map((s) => s.trim()).filter(Boolean))];

/** A validated form as the stored submission, unconfirmed until its address confirms the mailed link. */
export const submissionOf = (f: SubmissionFields, id: string, at: string): Submission => {
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
  licenseStates: [],
  boardCertifications: [],
  languages: [],
  personalEmail: s.email,
  phone: s.phone,
  source: 'submission',
  createdAt: at,
  updatedAt: at,
  publishedAt: at,
});
