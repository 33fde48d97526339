import type { Submission } from '@core/schemas/submissions';
import { formatDate } from '../../../lib/format-date';

export const fullName = (s: Submission): string => [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ');

/** Spec public §2: blank company and location read "N/A". */
export const orNotAvailable = (value: string | null): string => value?.trim() || 'N/A';

/** Spec public §2: a blank specialty reads "General". */
export const specialtyOf = (s: Submission): string => s.specialty.trim() || 'General';

export const dateOrNotAvailable = (value: string | null): string => (value ? formatDate(value) : 'N/A');

/** A list field of the submission as one line; empty reads "None given". */
export const listOrNone = (values: readonly string[]): string => (values.length ? values.join(', ') : 'None given');
