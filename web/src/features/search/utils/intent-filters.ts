import { employmentTypes, visaStatuses } from '@core/schemas/intent-options';
import type { QueryValue } from '../../../lib/api';

/**
 * Issue 25, item 4: recruiters' filters over physicians' opted-in intent.
 * "Open to opportunities" is a switch (`=true` in the URL and the API
 * query); the other intent filters are lists and a date the URL model
 * carries like the physician filters. Each of them implies "open" on the server.
 */
export const employmentTypeText: Readonly<Record<(typeof employmentTypes)[number], string>> = {
  permanent: 'Permanent', locums: 'Locums', part_time: 'Part-time', telemedicine: 'Telemedicine',
};
export const visaText: Readonly<Record<(typeof visaStatuses)[number], string>> = {
  citizen_or_green_card: 'US citizen or green card', h1b: 'H-1B needed', j1_waiver: 'J-1 waiver needed',
};

export const employmentTypeOptions = employmentTypes.map((value) => ({ value, label: employmentTypeText[value] }));
export const visaOptions = visaStatuses.map((value) => ({ value, label: visaText[value] }));

/** The label of a code the API knows; anything else (a hand-edited URL) as it came, so the chip still removes it. */
export const intentValueText = (key: 'employmentType' | 'visa', value: string): string =>
  (key === 'employmentType' ? (employmentTypeText as Record<string, string>) : (visaText as Record<string, string>))[value] ?? value;

export const parseOpenToWork = (params: URLSearchParams): boolean => params.get('openToWork') === 'true';
export const openToWorkQuery = (on: boolean): Record<string, QueryValue> => (on ? { openToWork: 'true' } : {});

/** What a date input holds, or nothing: an invalid date is left out of the query rather than refused by the API. */
export const validDate = (s: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(s.trim()) && !Number.isNaN(Date.parse(`${s.trim()}T00:00:00Z`)) ? s.trim() : '');
