import type { ContactFieldName, ContactFieldStatus, ReportReason } from './schemas/contact-reports';

export interface StoredContactReport {
  readonly physicianId: string;
  readonly field: ContactFieldName;
  readonly userId: string;
  readonly reason: ReportReason;
  readonly note: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** An audit entry of an admin's verdict. */
export interface StoredVerdict {
  readonly field: ContactFieldName;
  readonly status: 'invalid' | 'verified';
  readonly adminId: string;
  readonly at: string;
}

/**
 * Bad-contact reports and the admins' verdicts, per physician and field
 * (DynamoDB). A report names the field, never its value; the verdict
 * (invalid) lives beside the reports, not on the profile, so a vendor
 * re-import cannot silently bring back a value an admin took out.
 */
export interface ContactReportStore {
  /** One open report per user and field: a repeat replaces reason and note and keeps it counted once. */
  upsert(report: Omit<StoredContactReport, 'createdAt' | 'updatedAt'>, at: string): Promise<StoredContactReport>;
  /** Open counts and invalid fields of each physician asked about; physicians with neither are absent. */
  statusOf(physicianIds: readonly string[]): Promise<Map<string, ContactFieldStatus>>;
  /** How many reports are open, over every physician. */
  openCount(): Promise<number>;
  /** Open reports, newest first; `cursor` continues where the last page ended. */
  openReports(limit: number, cursor?: string): Promise<{ items: StoredContactReport[]; nextCursor: string | null }>;
  /**
   * An admin's verdict on a field: `invalid` hides it, `verified` shows it
   * again. Closes the field's open reports and keeps an audit entry (who,
   * when, which field, what). Returns how many reports it closed.
   */
  decide(input: { physicianId: string; field: ContactFieldName; status: 'invalid' | 'verified'; adminId: string; at: string }): Promise<number>;
  /** The physician's audited verdicts, newest first, at most `limit`. */
  verdicts(physicianId: string, limit: number): Promise<StoredVerdict[]>;
  /** Every report, verdict and audit entry of a physician (the removal flow); idempotent. */
  removePhysician(physicianId: string): Promise<void>;
}
