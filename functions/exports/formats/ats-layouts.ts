import type { PhysicianRecord } from '../../core/schemas/physician';
import type { ListEntry } from './export-rows';

/**
 * The ATS hand-off layouts (issue 22) as data: one table per ATS, each row
 * an ATS column name and how our record fills it. The files are CSV, written
 * and formula-guarded like our own (core/csv.ts), and checked against golden
 * files in events/exports/.
 *
 * Phones: the directory's Phone is the physician's own number and Direct
 * Dial the work line. Neither says whether a number is a mobile, so neither
 * goes to a "mobile" field: an ATS texts mobiles, and a landline filed as
 * one would be texted.
 */

type Value = (r: PhysicianRecord, entry: ListEntry | undefined) => string | number | undefined;
export type AtsLayout = ReadonlyArray<readonly [column: string, value: Value]>;

/** Where the records say they came from, in the ATS's source field. */
export const ATS_SOURCE = 'Physician Directory';

/** The best email first (personal, as a reveal shows it), the other second. */
const email1 = (r: PhysicianRecord) => r.personalEmail ?? r.workEmail;
const email2 = (r: PhysicianRecord) => (r.personalEmail ? r.workEmail : undefined);

/** A list member's status and note, for the ATS's free-text field. */
const listText = (entry: ListEntry | undefined): string | undefined =>
  entry ? [`List status: ${entry.status}`, entry.note ? `Note: ${entry.note}` : ''].filter(Boolean).join('. ') : undefined;

/**
 * Bullhorn Candidate import (the column names of Bullhorn's DataLoader
 * Candidate.csv: entity fields, `address.*` for the address, `;` between
 * values of a to-many field). The NPI is the externalID, so a re-import
 * updates the same candidate rather than adding a second one. At most
 * 1,000 rows a file (BULLHORN_ROWS_PER_FILE).
 */
export const BULLHORN_CANDIDATE: AtsLayout = [
  ['externalID', (r) => r.npi],
  ['namePrefix', () => 'Dr.'],
  ['firstName', (r) => r.firstName],
  ['lastName', (r) => r.lastName],
  ['name', (r) => r.fullName],
  ['occupation', (r) => r.title],
  ['companyName', (r) => r.organization],
  ['email', email1],
  ['email2', email2],
  ['phone', (r) => r.phone],
  ['workPhone', (r) => r.directDial],
  ['address.city', (r) => r.city],
  ['address.state', (r) => r.state],
  ['address.zip', (r) => r.zip],
  ['address.countryName', () => 'United States'],
  ['certifications', (r) => r.boardCertifications.join(';')],
  ['skillSet', (r) => [r.specialty, ...r.skills].filter(Boolean).join(';')],
  ['source', () => ATS_SOURCE],
  ['comments', (_r, entry) => listText(entry)],
];

/** Specialty, NPI, a second email, certifications and licenses, for Salesforce's Description (Contacts have no fields of their own for them). */
const salesforceDescription: Value = (r, entry) =>
  [
    r.specialty && `Specialty: ${r.specialty}`,
    r.npi && `NPI: ${r.npi}`,
    // Contacts hold one email: the second one travels here rather than being lost.
    email2(r) && `Work email: ${email2(r)}`,
    r.boardCertifications.length > 0 && `Board certifications: ${r.boardCertifications.join(', ')}`,
    r.licenseStates.length > 0 && `Licensed in: ${r.licenseStates.join(', ')}`,
    listText(entry),
  ]
    .filter(Boolean)
    .join('. ');

/**
 * Salesforce Data Import Wizard, Contacts (column names are the Contact
 * field labels the wizard maps automatically; Account Name links or creates
 * the account).
 */
export const SALESFORCE_CONTACT: AtsLayout = [
  ['Salutation', () => 'Dr.'],
  ['First Name', (r) => r.firstName],
  ['Last Name', (r) => r.lastName],
  ['Title', (r) => r.title],
  ['Account Name', (r) => r.organization],
  ['Email', email1],
  ['Phone', (r) => r.phone],
  ['Other Phone', (r) => r.directDial],
  ['Mailing City', (r) => r.city],
  ['Mailing State/Province', (r) => r.state],
  ['Mailing Zip/Postal Code', (r) => r.zip],
  ['Mailing Country', () => 'United States'],
  ['Lead Source', () => ATS_SOURCE],
  ['Description', salesforceDescription],
];
