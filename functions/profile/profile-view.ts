import type { Deps } from '../core/deps';
import { AppError } from '../core/errors';
import { EXPOSURE_DAYS, maskEmail, maskPhone } from '../core/profile-access';
import type { ProfileSessionRecord } from '../core/profile-ports';
import { type ContactFieldStatus, contactFieldNames } from '../core/schemas/contact-reports';
import type { PhysicianRecord } from '../core/schemas/physician';
import type { HeldContact, ProfileView } from '../core/schemas/profile';
import { correctableProfileFields } from '../core/schemas/physician-provided';
import { EMAIL_CODE_ATTEMPTS } from '../core/profile-changes';
import { cvOnFileOf } from '../core/schemas/cv';

const LOG_SHOWN = 50;

const isEmailField = (f: string) => f === 'personalEmail' || f === 'workEmail';

/** Contact fields held, masked: whoever holds the mailed proof may not be the person (vendor addresses can be wrong). */
export const heldContactsOf = (r: PhysicianRecord, status: ContactFieldStatus | undefined): HeldContact[] =>
  contactFieldNames.flatMap((field) => {
    const value = r[field]?.trim();
    if (!value) return [];
    return [{ field, masked: isEmailField(field) ? maskEmail(value) : maskPhone(value), source: r.source, verifiedAt: r[`${field}VerifiedAt`] ?? null, hidden: !!status?.hidden?.includes(field), invalid: status?.invalid.includes(field) ?? false, physicianProvidedAt: r.physicianProvided?.[field] ?? null }];
  });

/** The session's physician, or 404 when a removal took the profile away meanwhile. */
export const recordOf = async (d: Deps, session: ProfileSessionRecord): Promise<PhysicianRecord> => {
  const record = await d.physicians.get(session.physicianId);
  if (!record) throw new AppError('NOT_FOUND', 'We no longer hold a profile for this link.');
  return record;
};

/** Everything held about the session's physician, as they may see it. */
export const profileViewOf = async (d: Deps, session: ProfileSessionRecord, record: PhysicianRecord): Promise<ProfileView> => {
  const since = new Date(d.now().getTime() - EXPOSURE_DAYS * 86_400_000).toISOString();
  const [statuses, exposure, log, pending] = await Promise.all([d.contactReports.statusOf([record.id]), d.profileLedger.exposureSince(record.id, since), d.profileLedger.logOf(record.id, LOG_SHOWN), d.profileChanges.emailCodeOf(record.id)]);
  const now = d.now().toISOString();
  return {
    physicianId: record.id,
    source: record.source,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    profile: {
      firstName: record.firstName,
      lastName: record.lastName,
      fullName: record.fullName,
      title: record.title,
      specialty: record.specialty,
      organization: record.organization,
      organizationSize: record.organizationSize,
      organizationRevenue: record.organizationRevenue,
      organizationIndustry: record.organizationIndustry,
      city: record.city,
      state: record.state,
      zip: record.zip ?? null,
      skills: record.skills,
      education: record.education,
      linkedinUrl: record.linkedinUrl ?? null,
      npi: record.npi ?? null,
      licenseStates: record.licenseStates,
      boardCertifications: record.boardCertifications,
      graduationYear: record.graduationYear ?? null,
      languages: record.languages,
    },
    contacts: heldContactsOf(record, statuses.get(record.id)),
    exposure: { since, ...exposure },
    session: { validUntil: session.validUntil, via: session.via },
    corrected: Object.fromEntries(correctableProfileFields.flatMap((f) => (record.physicianProvided?.[f] ? [[f, record.physicianProvided[f]]] : []))),
    pendingEmail: pending && pending.validUntil > now && pending.attempts < EMAIL_CODE_ATTEMPTS ? { field: pending.field, masked: maskEmail(pending.email), validUntil: pending.validUntil } : null,
    cv: record.cv ? cvOnFileOf(record.cv) : null,
    log,
  };
};
