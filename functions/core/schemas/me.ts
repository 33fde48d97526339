import * as z from '../zod';

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
  cancel_at_period_end: z.boolean().meta({ description: 'Stripe ends the subscription at current_period_end; access lasts until then' }),
  current_period_end: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'End of the paid period: when access ends if cancel_at_period_end, else the next renewal; null when unknown or not subscribed' }),
  first_purchased_at: z.iso
    .datetime()
    .nullable()
    .meta({ description: "When the account's first subscription became active (the money-back guarantee runs 30 days from it); never moved by a renewal; null when never bought or unknown" }),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** What a user tells about themselves on the Profile tab; null until they do. */
export const profile = z.object({
  name: z.string().nullable(),
  bio: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

export const PROFILE_NAME_MAX = 100;
export const PROFILE_BIO_MAX = 1000;

/** PATCH /api/me/profile: only the fields sent change; an empty string (or null) clears one. */
export const profileUpdate = z.object({
  name: z.string().trim().max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`).nullable().optional(),
  bio: z.string().trim().max(PROFILE_BIO_MAX, `Bio must be at most ${PROFILE_BIO_MAX} characters`).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const me = z.object({
  id: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isDemo: z.boolean(),
  capabilities,
  subscription: subscriptionStatus,
  profile,
});
export type Me = z.infer<typeof me>;
