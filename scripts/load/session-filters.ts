import type { SearchFilters } from '../../functions/core/ports';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { WITHIN_MILES } from '../../functions/core/schemas/physician-constants';
import { shortNeedle } from './needles';
import type { SearchClass } from './query-mix';

/** The seeded draws a class's filters come from; `broad` is the sample's broad words (needles.ts). */
export type Draw = { r: () => number; any: <T>(xs: readonly T[]) => T; doc: () => PhysicianSummary; broad: readonly string[] };

const words = (text: string) => text.split(/[^A-Za-z]+/).filter((w) => w.length >= 4);

/** The filters of one class, drawn from a profile's real values. */
export const filtersOf: Record<SearchClass, (d: Draw) => SearchFilters> = {
  name: ({ r, doc }) => {
    const p = doc();
    const x = r();
    return { query: x < 0.5 ? p.lastName : x < 0.85 ? `${p.firstName} ${p.lastName}` : `${p.lastName} ${p.firstName}`, sortDirection: 'asc' };
  },
  'short needle': ({ r, doc, any }) => {
    const p = doc();
    const query = shortNeedle(p, r() < 0.3 ? 1 : 2, r() < 0.5);
    const x = r();
    return { query, sortDirection: 'asc', ...(x < 0.2 ? { state: p.state } : x < 0.35 ? { specialtyExact: [p.specialty] } : x < 0.45 ? any([{ city: [p.city] }, { companySize: [p.organizationSize] }]) : {}) };
  },
  'broad needle': ({ r, doc, any, broad }) => {
    const p = doc();
    const query = r() < 0.85 ? any(broad) : `${any(broad)} ${any(broad)}`;
    const x = r();
    return { query, sortDirection: 'asc', ...(x < 0.25 ? { state: p.state } : x < 0.45 ? { specialtyExact: [p.specialty] } : x < 0.55 ? { city: [p.city] } : {}) };
  },
  keyword: ({ r, doc, any }) => {
    const p = doc();
    const pool = [...p.skills.flatMap(words), ...words(p.specialty), ...words(p.title), ...words(p.organization)];
    const one = any(pool.length ? pool : [p.lastName]);
    return { query: r() < 0.7 ? one : `${one} ${any(pool.length ? pool : [p.firstName])}`, sortDirection: 'asc' };
  },
  'specialty pick': ({ r, doc }) => {
    const p = doc();
    const x = r();
    return { specialtyExact: x < 0.15 ? [p.specialty, doc().specialty] : [p.specialty], sortDirection: 'asc', ...(x > 0.5 ? { state: p.state } : x > 0.35 ? { city: [p.city] } : {}) };
  },
  location: ({ r, doc }) => {
    const p = doc();
    const place: SearchFilters = r() < 0.5 ? { city: [p.city], sortDirection: 'asc' } : { state: p.state, sortDirection: 'asc' };
    return r() < 0.4 ? { ...place, specialtyExact: [p.specialty] } : place;
  },
  organization: ({ r, doc }) => {
    const p = doc();
    return r() < 0.7 ? { organization: [p.organization], sortDirection: 'asc' } : { query: words(p.organization)[0] ?? p.organization, sortDirection: 'asc' };
  },
  distance: ({ r, doc, any }) => {
    const p = doc();
    const near: SearchFilters = { nearZip: p.zip ?? '10001', withinMiles: any(WITHIN_MILES), sortDirection: 'asc' };
    const withSort: SearchFilters = r() < 0.5 ? { ...near, sortKey: 'distance' } : near;
    return r() < 0.5 ? { ...withSort, specialtyExact: [p.specialty] } : withSort;
  },
  'several filters': ({ r, doc, any }) => {
    const p = doc();
    const extra = any<Partial<SearchFilters>>([
      { companySize: [p.organizationSize] },
      { language: [any(p.languages.length ? p.languages : ['English'])] },
      { licenseState: [any(p.licenseStates.length ? p.licenseStates : [p.state])] },
      { graduationYearFrom: Math.floor((p.graduationYear ?? 1990) / 10) * 10, graduationYearTo: Math.floor((p.graduationYear ?? 1990) / 10) * 10 + 9 },
      { boardCertification: [any(p.boardCertifications.length ? p.boardCertifications : ['Internal Medicine']).split(' - ').pop() ?? 'Medicine'] },
    ]);
    const skill = words(any(p.skills.length ? p.skills : ['Leadership']))[0] ?? 'care';
    return { ...(r() < 0.6 ? { query: skill } : {}), specialtyExact: [p.specialty], state: p.state, ...extra, sortDirection: 'asc' };
  },
  NPI: ({ doc }) => ({ npi: doc().npi ?? '1234567893', sortDirection: 'asc' }),
  browse: () => ({ sortDirection: 'asc' }),
};
