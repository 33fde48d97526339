import { displaySpecialty } from '@core/search/specialties';
import { paths } from '../../../lib/paths';

/** 'Family Medicine' → 'family-medicine' (spec core §2: lower-cased, spaces to hyphens). */
export const specialtySlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/** 'family-medicine' → 'Family Medicine', with OBGYN written as such. */
export const specialtyFromSlug = (slug: string): string => displaySpecialty(slug.replace(/-+/g, ' '));

/** The search pre-filtered to exactly one specialty, as the directory lists it. */
export const searchBySpecialty = (name: string): string => `${paths.search}?specialtyExact=${encodeURIComponent(name)}`;
