import type { PhysicianSummary } from '@core/schemas/physician';

/** Results carry `distanceMiles` only while a distance filter is on (issue 16). */
type WithDistance = PhysicianSummary & { distanceMiles?: number | undefined };

/** "12.3 mi", or '' when the search measured no distance. */
export const distanceLabel = (p: WithDistance): string => (typeof p.distanceMiles === 'number' ? `${p.distanceMiles.toFixed(1)} mi` : '');

export const hasDistances = (items: readonly WithDistance[]): boolean => items.some((p) => typeof p.distanceMiles === 'number');
