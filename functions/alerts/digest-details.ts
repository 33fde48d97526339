import type { SearchFilters } from '../core/ports';
import type { SearchHit } from '../core/schemas/physician-search';
import { licenseStateTerms } from '../core/search/field-predicates';
import { fold } from '../core/search/fold';

/** What a digest says of one new physician, so the mail is worth opening without a click: who, where, why. */
export interface DigestPhysician {
  readonly id: string;
  readonly fullName: string;
  readonly specialty: string;
  /** "Austin, TX", or '' when the profile has no place. */
  readonly location: string;
  /** The values of the saved search's own field filters this profile matched ("licensed in TX", "speaks Spanish", "12.3 mi away"). */
  readonly matched: readonly string[];
}

/**
 * The filters a profile matched, by the same rules the search applies
 * (field-predicates.ts), so the mail never claims a match the search did not make.
 */
export const matchedFilters = (q: SearchFilters, p: SearchHit): string[] => {
  const out: string[] = [];
  if (q.licenseState?.length) {
    const terms = licenseStateTerms(q.licenseState);
    const states = p.licenseStates.filter((s) => terms.includes(fold(s)));
    if (states.length) out.push(`licensed in ${states.join(', ')}`);
  }
  if (q.boardCertification?.length) {
    const wanted = q.boardCertification.map(fold);
    const boards = p.boardCertifications.filter((b) => wanted.some((v) => fold(b).includes(v)));
    if (boards.length) out.push(`board certified: ${boards.join(', ')}`);
  }
  if (q.language?.length) {
    const wanted = q.language.map(fold);
    const languages = p.languages.filter((l) => wanted.includes(fold(l)));
    if (languages.length) out.push(`speaks ${languages.join(', ')}`);
  }
  if ((q.graduationYearFrom !== undefined || q.graduationYearTo !== undefined) && p.graduationYear !== undefined) out.push(`graduated ${p.graduationYear}`);
  if (p.distanceMiles !== undefined) out.push(`${p.distanceMiles} mi away`);
  return out;
};

export const digestPhysician = (q: SearchFilters, p: SearchHit): DigestPhysician => ({
  id: p.id,
  fullName: p.fullName,
  specialty: p.specialty,
  location: p.location,
  matched: matchedFilters(q, p),
});

/** "Jane Smith, Cardiology, Austin, TX (licensed in TX; speaks Spanish)". */
export const digestLineOf = (p: DigestPhysician): string => {
  const about = [p.fullName, p.specialty, p.location].filter((s) => s.trim() !== '').join(', ');
  return p.matched.length ? `${about} (${p.matched.join('; ')})` : about;
};
