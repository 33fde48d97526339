import type { Me } from '@core/schemas/me';
import type { PhysicianSummary } from '@core/schemas/physician';
import { jsonResponse } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';

/** Test-only answers of the search API, shared by this feature's tests. */
export const specialtiesResponse = () =>
  jsonResponse(200, [
    { specialty: 'Cardiology', count: 1200 },
    { specialty: 'Pediatrics', count: 800 },
  ]);

export const resultsResponse = (
  items: PhysicianSummary[],
  extra: { total?: number; page?: number; visibleLimit?: number | null } = {},
) =>
  jsonResponse(200, {
    items,
    total: extra.total ?? items.length,
    page: extra.page ?? 1,
    pageSize: 25,
    visibleLimit: extra.visibleLimit === undefined ? null : extra.visibleLimit,
  });

export const physicians = (n: number): PhysicianSummary[] =>
  Array.from({ length: n }, (_, i) =>
    physicianFixture({ id: `p-${i + 1}`, firstName: `Doc${i + 1}`, lastName: 'Lee', fullName: `Doc${i + 1} Lee` }),
  );

export const subscribedMe = (tier: 'basic' | 'premium', overrides: Partial<Me> = {}): Me => {
  const base = meFixture();
  return meFixture({ ...overrides, subscription: { ...base.subscription, subscribed: true, tier, plan_name: tier, status: 'active' } });
};

export const errorResponse = (status: number, code: string, message: string, details?: Record<string, string[]>) =>
  jsonResponse(status, { error: { code, message, ...(details ? { details } : {}) } });
