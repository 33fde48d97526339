import { type ContactFieldName, type ContactFieldStatus, REPORTED_THRESHOLD, contactFieldNames } from './schemas/contact-reports';
import type { ContactReveal, PhysicianRecord } from './schemas/physician';

const verifiedKey = (f: ContactFieldName) => `${f}VerifiedAt` as const;

/**
 * The record with every field an admin marked invalid or the physician hid
 * taken out, value and date: what reveal and export may hand out. Every path
 * a contact value leaves by (reveal, list and admin exports) reads it.
 */
export const withoutInvalid = (r: PhysicianRecord, status: ContactFieldStatus | undefined): PhysicianRecord => {
  const withheld = [...(status?.invalid ?? []), ...(status?.hidden ?? [])];
  if (!withheld.length) return r;
  const out: PhysicianRecord = { ...r };
  for (const f of withheld) {
    delete out[f];
    delete out[verifiedKey(f)];
  }
  return out;
};

/** The reveal answer: the best email and phone (personal first), and per field when it was verified and whether it is reported. */
export const revealOf = (record: PhysicianRecord, status: ContactFieldStatus | undefined): ContactReveal => {
  const r = withoutInvalid(record, status);
  const emailField = r.personalEmail ? 'personalEmail' : r.workEmail ? 'workEmail' : null;
  const phoneField = r.phone ? 'phone' : r.directDial ? 'directDial' : null;
  const verifiedAt = { personalEmail: null, workEmail: null, phone: null, directDial: null } as Record<ContactFieldName, string | null>;
  for (const f of contactFieldNames) verifiedAt[f] = r[f] ? (r[verifiedKey(f)] ?? null) : null;
  return {
    email: emailField ? (r[emailField] ?? null) : null,
    phone: phoneField ? (r[phoneField] ?? null) : null,
    workEmail: r.workEmail ?? null,
    directDial: r.directDial ?? null,
    emailVerifiedAt: emailField ? verifiedAt[emailField] : null,
    phoneVerifiedAt: phoneField ? verifiedAt[phoneField] : null,
    emailField,
    phoneField,
    verifiedAt: { personalEmail: verifiedAt.personalEmail, workEmail: verifiedAt.workEmail, phone: verifiedAt.phone, directDial: verifiedAt.directDial },
    reported: contactFieldNames.filter((f) => !!r[f] && (status?.counts[f] ?? 0) >= REPORTED_THRESHOLD),
  };
};

/** Whether a reveal hands out anything: only then is it counted against the daily cap and logged. */
export const hasContactToReveal = (reveal: ContactReveal): boolean => reveal.email !== null || reveal.phone !== null;
