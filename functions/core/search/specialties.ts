import type { SpecialtyCount } from '../schemas/physician-search';

/** Spec core §5: capitalised display, with OBGYN written as such. */
export const displaySpecialty = (name: string): string => {
  const trimmed = name.trim();
  if (/^ob[\s/-]*gyn$/i.test(trimmed)) return 'OBGYN';
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s/-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
};

/**
 * What a specialty list shows one row for: the displayed name, lower-cased.
 * Facets merge by it, a picked specialty (`specialtyExact`) matches by it,
 * and the index stores it, so a box's count is its search's total.
 */
export const specialtyKey = (name: string): string => displaySpecialty(name).toLowerCase();

/** Counts merged case-insensitively, largest first (ties by name so the order is stable). */
export const mergeSpecialtyCounts = (raw: Iterable<SpecialtyCount>): SpecialtyCount[] => {
  const merged = new Map<string, SpecialtyCount>();
  for (const { specialty, count } of raw) {
    if (!specialty.trim()) continue;
    // Keyed by the displayed name, so spellings that show the same ('OB/GYN', 'obgyn') are one row.
    const shown = displaySpecialty(specialty);
    const key = specialtyKey(shown);
    const prev = merged.get(key);
    merged.set(key, { specialty: prev?.specialty ?? shown, count: (prev?.count ?? 0) + count });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count || a.specialty.localeCompare(b.specialty));
};
