import { type PhysicianSummary, physicianSummary } from '../../core/schemas/physician';

/** What we store in the index: the summary plus a geo_point built from latitude/longitude. */
export type IndexedPhysician = PhysicianSummary & { location_point?: { lat: number; lon: number } };

/** The `_source` fields a search returns: exactly the summary, never the derived geo point. */
export const summaryFields: string[] = Object.keys(physicianSummary.shape);

/**
 * Parsing strips any key the summary does not declare, so an object that
 * happens to carry contact fields (a full record passed by mistake) loses
 * them here, before the strict mapping would reject the whole batch.
 */
export const toDocument = (summary: PhysicianSummary): IndexedPhysician => {
  const doc = physicianSummary.parse(summary);
  return doc.latitude !== undefined && doc.longitude !== undefined
    ? { ...doc, location_point: { lat: doc.latitude, lon: doc.longitude } }
    : doc;
};

export const fromSource = (source: unknown): PhysicianSummary => physicianSummary.parse(source);
