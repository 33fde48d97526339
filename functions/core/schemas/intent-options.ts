/**
 * The option lists and limits of a physician's "open to work" (issue 25),
 * without zod: the search page's filters read them on its first paint, and
 * importing intent.ts for them put zod (25 KB gzip) into that paint.
 */
export const intentStatuses = ['looking', 'open', 'not_looking'] as const;
export const employmentTypes = ['permanent', 'locums', 'part_time', 'telemedicine'] as const;
export const practiceSettings = ['hospital', 'group_practice', 'academic', 'outpatient_clinic', 'community_fqhc', 'telehealth'] as const;
export const visaStatuses = ['citizen_or_green_card', 'h1b', 'j1_waiver'] as const;
export type IntentStatus = (typeof intentStatuses)[number];
export type EmploymentType = (typeof employmentTypes)[number];
export type VisaStatus = (typeof visaStatuses)[number];

export const INTENT_STATES_MAX = 10;
export const INTENT_METROS_MAX = 5;
export const INTENT_METRO_MAX = 60;
export const COMPENSATION_MAX = 5_000_000;
