import type { Tier } from './schemas/me';

const labels: Record<Tier, string> = { free: 'Free Plan', basic: 'Monthly Plan', premium: 'Annual Plan', Monthly: 'Monthly Plan' };

/** Spec core §9: a stored plan name wins over the tier's label. */
export const planLabel = (tier: Tier, planName?: string): string => planName?.trim() || labels[tier];
