import { z } from 'zod';

export const tiers = ['free', 'basic', 'premium', 'Monthly'] as const;
export type Tier = (typeof tiers)[number];

export const capabilities = z.object({
  isDemo: z.boolean(),
  canCreateLists: z.boolean(),
  canSaveLists: z.boolean(),
  canExport: z.boolean(),
  canViewContactInfo: z.boolean(),
  canSaveCandidates: z.boolean(),
});
export type Capabilities = z.infer<typeof capabilities>;

export const subscriptionStatus = z.object({
  subscribed: z.boolean(),
  tier: z.enum(tiers),
  plan_name: z.string(),
  price_amount: z.number().nullable(),
  currency: z.string().nullable(),
  billing_interval: z.string().nullable(),
  status: z.string(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const me = z.object({
  id: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isDemo: z.boolean(),
  capabilities,
  subscription: subscriptionStatus,
});
export type Me = z.infer<typeof me>;
