import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { rng } from './percentiles';
import { type WorkItem, queryClasses, toQueryString, workload } from './search-workload';

export type RequestKind = 'search' | 'profile view' | 'list read';

export interface PlannedRequest {
  kind: RequestKind;
  path: string;
}

const searchPath = (w: WorkItem): string =>
  w.cls === 'facet counts' ? '/api/specialties' : w.cls === 'filtered facet counts' ? `/api/specialties?${toQueryString(w)}` : w.cls === 'select-all ids' ? `/api/physicians/ids?${toQueryString(w)}` : `/api/physicians?${toQueryString(w)}`;

/**
 * A fixed-seed sequence of GETs a recruiter's session makes: 55% searches
 * (every query class of bench:search, drawn from real documents, various
 * filters and pages), 30% profile views, 15% reads of their list (its pages,
 * or all lists).
 */
export const loadPlan = (docs: readonly PhysicianSummary[], listId: string, listPages: number, size = 2000): PlannedRequest[] => {
  const r = rng(11);
  const searches = [...workload(docs, Math.ceil(size / queryClasses.length), 13).values()].flat();
  const plan: PlannedRequest[] = [];
  for (let i = 0; i < size; i++) {
    const roll = r();
    if (roll < 0.55) plan.push({ kind: 'search', path: searchPath(searches[Math.floor(r() * searches.length)] as WorkItem) });
    else if (roll < 0.85) plan.push({ kind: 'profile view', path: `/api/physicians/${(docs[Math.floor(r() * docs.length)] as PhysicianSummary).id}` });
    else plan.push({ kind: 'list read', path: r() < 0.7 ? `/api/lists/${listId}?page=${1 + Math.floor(r() * listPages)}` : '/api/lists' });
  }
  return plan;
};
