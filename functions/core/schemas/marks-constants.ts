/**
 * Ids one marks call may ask about: a results page (20) with room to spare.
 * Apart from marks.ts and without zod, so the web's search page can read it
 * without loading zod and the physician schema on its first paint.
 */
export const MARKS_IDS_MAX = 25;
