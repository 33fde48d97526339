import { type PhysicianSummary, physicianSummary } from '../../core/schemas/physician';
import { fold } from '../../core/search/fold';
import { sortFold } from '../../core/search/matcher';
import { specialtyKey } from '../../core/search/specialties';
import { SORT_KEYS, type SortKey, sortKeyOf } from '../../core/search/sort-key';
import { CONTAINS_WINDOW } from './opensearch-mapping';

/** The pre-folded copies a contains searches (opensearch-mapping.ts): `contains.<path>`, education's two as one object. */
export interface ContainsValues {
  firstName: string[];
  lastName: string[];
  title: string[];
  specialty: string[];
  organization: string[];
  city: string[];
  skills: string[];
  boardCertifications: string[];
  education: { schoolName: string[]; degree: string[] };
}

/** What we store in the index: the summary, a geo_point built from latitude/longitude, the listed specialty, the sort keys and the folded copies. */
export type IndexedPhysician = PhysicianSummary & { location_point?: { lat: number; lon: number }; specialtyKey: string; sort: Record<SortKey, string>; contains: ContainsValues };

/** The `_source` fields a search returns: exactly the summary, never the derived fields. */
export const summaryFields: string[] = Object.keys(physicianSummary.shape);

/**
 * One value folded in Node (core/search/fold.ts, the fold every engine
 * shares), as whole windows of CONTAINS_WINDOW code points overlapping by
 * half: each window's suffixes are indexed, so a needle up to half a window
 * lies wholly inside some window wherever it is in the value. Windows are
 * substrings of the value, so they never match what the value does not.
 */
export const containsValues = (values: readonly string[]): string[] =>
  values.flatMap((v) => {
    const chars = [...fold(v)];
    if (chars.length <= CONTAINS_WINDOW) return [chars.join('')];
    const step = CONTAINS_WINDOW / 2;
    const out: string[] = [];
    for (let at = 0; at + step < chars.length; at += step) out.push(chars.slice(at, at + CONTAINS_WINDOW).join(''));
    return out;
  });

const containsOf = (doc: PhysicianSummary): ContainsValues => ({
  firstName: containsValues([doc.firstName]),
  lastName: containsValues([doc.lastName]),
  title: containsValues([doc.title]),
  specialty: containsValues([doc.specialty]),
  organization: containsValues([doc.organization]),
  city: containsValues([doc.city]),
  skills: containsValues(doc.skills),
  boardCertifications: containsValues(doc.boardCertifications),
  education: { schoolName: containsValues(doc.education.map((e) => e.schoolName)), degree: containsValues(doc.education.map((e) => e.degree)) },
});

/**
 * Parsing strips any key the summary does not declare, so an object that
 * happens to carry contact fields (a full record passed by mistake) loses
 * them here, before the strict mapping would reject the whole batch.
 */
export const toDocument = (summary: PhysicianSummary): IndexedPhysician => {
  const doc = physicianSummary.parse(summary);
  // Built from the values the reference comparator folds, so OpenSearch's byte order of one key is its order.
  const sort = Object.fromEntries(SORT_KEYS.map((k) => [k, sortKeyOf(doc, k, sortFold)])) as Record<SortKey, string>;
  const derived = { specialtyKey: specialtyKey(doc.specialty), sort, contains: containsOf(doc) };
  return doc.latitude !== undefined && doc.longitude !== undefined
    ? { ...doc, location_point: { lat: doc.latitude, lon: doc.longitude }, ...derived }
    : { ...doc, ...derived };
};

export const fromSource = (source: unknown): PhysicianSummary => physicianSummary.parse(source);
