import { type PhysicianSummary, physicianSummary } from '../../core/schemas/physician';
import { sortFold } from '../../core/search/matcher';
import { specialtyKey } from '../../core/search/specialties';
import { SORT_KEYS, type SortKey, sortKeyOf } from '../../core/search/sort-key';

/** What we store in the index: the summary, a geo_point built from latitude/longitude, the listed specialty and the sort keys. */
export type IndexedPhysician = PhysicianSummary & { location_point?: { lat: number; lon: number }; specialtyKey: string; sort: Record<SortKey, string> };

/** The `_source` fields a search returns: exactly the summary, never the derived geo point. */
export const summaryFields: string[] = Object.keys(physicianSummary.shape);

/**
 * Parsing strips any key the summary does not declare, so an object that
 * happens to carry contact fields (a full record passed by mistake) loses
 * them here, before the strict mapping would reject the whole batch.
 */
export const toDocument = (summary: PhysicianSummary): IndexedPhysician => {
  const doc = physicianSummary.parse(summary);
  // Built from the values the reference comparator folds, so OpenSearch's byte order of one key is its order.
  const sort = Object.fromEntries(SORT_KEYS.map((k) => [k, sortKeyOf(doc, k, sortFold)])) as Record<SortKey, string>;
  const derived = { specialtyKey: specialtyKey(doc.specialty), sort };
  return doc.latitude !== undefined && doc.longitude !== undefined
    ? { ...doc, location_point: { lat: doc.latitude, lon: doc.longitude }, ...derived }
    : { ...doc, ...derived };
};

export const fromSource = (source: unknown): PhysicianSummary => physicianSummary.parse(source);
