import type { RefObject } from 'react';

/**
 * What an "Add" field (education, skills) still holds when the form is sent:
 * `settle` takes a complete entry into the form and answers true, or shows why
 * it cannot and answers false, so typed text is never silently dropped.
 */
export type DraftHandle = { settle: () => boolean };
export type DraftRef = RefObject<DraftHandle | null>;

export const PENDING_EDUCATION = 'Press Add to include this education, or clear it.';
