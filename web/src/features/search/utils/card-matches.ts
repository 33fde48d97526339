import type { PhysicianSummary } from '@core/schemas/physician';
import { fold } from '@core/search/fold';
import { expandState } from '@core/search/states';
import { distanceLabel } from './distance';
import type { SearchFilters } from './search-url';

export type CardMatches = { licenseStates: string[]; boards: string[]; languages: string[]; distance: string };

type MatchFilters = Pick<SearchFilters, 'licenseState' | 'boardCertification' | 'language'>;

/**
 * Which of a card's values the active filters matched, so the card can show
 * why it is there (issue 24). A mirror of the API's rules
 * (core/search/field-predicates.ts: a license state in either spelling, a
 * board certification by contains, a language exactly, all case-folded);
 * the server already chose the rows, this only points at the reason.
 */
export const cardMatchesOf = (p: PhysicianSummary, f: MatchFilters): CardMatches => {
  const states = new Set(f.licenseState.flatMap((v) => expandState(v)).map(fold));
  const boards = f.boardCertification.map(fold);
  const languages = new Set(f.language.map(fold));
  return {
    licenseStates: p.licenseStates.filter((s) => states.has(fold(s))),
    boards: p.boardCertifications.filter((b) => boards.some((v) => fold(b).includes(v))),
    languages: p.languages.filter((l) => languages.has(fold(l))),
    // Results carry a distance only under a distance filter, so a shown distance always answers one.
    distance: distanceLabel(p),
  };
};

export const hasMatches = (m: CardMatches): boolean => m.licenseStates.length + m.boards.length + m.languages.length > 0 || m.distance !== '';
