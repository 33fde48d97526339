import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { fold } from './fold';
import { expandState } from './states';

type Predicate = (p: PhysicianSummary) => boolean;

/** The states a license filter names, each in both spellings and folded: 'CA' and 'California' find the same licenses. */
export const licenseStateTerms = (values: readonly string[]): string[] => [...new Set(values.flatMap((v) => expandState(v)).map(fold))];

/**
 * Issue 16's filters over the stored physician fields, part of the reference
 * (matcher.ts): NPI exact; license state any of, either spelling; board
 * certification any of, case-insensitive contains; language any of,
 * case-insensitive exact; graduation year an inclusive range that a profile
 * without a year never passes.
 */
export const fieldPredicates = (q: SearchFilters): Array<Predicate | null> => {
  const licenses = q.licenseState?.length ? licenseStateTerms(q.licenseState) : null;
  const boards = q.boardCertification?.length ? q.boardCertification.map(fold) : null;
  const languages = q.language?.length ? q.language.map(fold) : null;
  const { graduationYearFrom: from, graduationYearTo: to } = q;
  return [
    q.npi ? (p) => p.npi === q.npi : null,
    licenses ? (p) => p.licenseStates.some((s) => licenses.includes(fold(s))) : null,
    boards ? (p) => p.boardCertifications.some((b) => boards.some((v) => fold(b).includes(v))) : null,
    languages ? (p) => p.languages.some((l) => languages.includes(fold(l))) : null,
    from !== undefined || to !== undefined
      ? (p) => p.graduationYear !== undefined && (from === undefined || p.graduationYear >= from) && (to === undefined || p.graduationYear <= to)
      : null,
  ];
};
