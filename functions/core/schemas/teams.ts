import * as z from '../zod';

/** Issue 26 item 1: one team per paying owner; the owner's subscription is every member's (core/subscription.ts). */
export const TEAM_NAME_MAX = 100;
/** Seats an owner may set (item 2's fallback: a number within the plan's limit, not yet a Stripe quantity). */
export const TEAM_SEATS_MIN = 1;
export const TEAM_SEATS_MAX = 50;
export const INVITATION_TTL_DAYS = 7;

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Roles an invitation or a role change may give: there is one owner, the team's creator. */
export const ASSIGNABLE_ROLES = ['admin', 'member'] as const;

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Enter a domain such as example.com');
const seats = z.number().int().min(TEAM_SEATS_MIN, `At least ${TEAM_SEATS_MIN} seat`).max(TEAM_SEATS_MAX, `At most ${TEAM_SEATS_MAX} seats; contact us for more`);

export const createTeamBody = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name').max(TEAM_NAME_MAX),
  /** Invitations go only to addresses of this domain when set. */
  domain: domain.nullable().optional(),
  seats,
});

export const updateTeamBody = z
  .strictObject({ name: z.string().trim().min(1, 'Enter a name').max(TEAM_NAME_MAX).optional(), domain: domain.nullable().optional(), seats: seats.optional() })
  .refine((b) => Object.keys(b).length > 0, 'Change at least one field');

export const inviteBody = z.strictObject({
  email: z.string().trim().toLowerCase().email('Enter an email address').max(254),
  role: z.enum(ASSIGNABLE_ROLES).default('member'),
});

export const acceptInvitationBody = z.strictObject({ token: z.string().trim().min(20, 'This invitation link is incomplete').max(200) });

export const invitationParams = z.strictObject({ id: z.string().trim().min(1).max(64) });
export const memberParams = z.strictObject({ userId: z.string().trim().min(1).max(128) });
/** DELETE /api/team/members/{userId}?handTo=: the admin who receives the member's lists and saved searches (default: the owner). */
export const handOverQuery = z.strictObject({ handTo: z.string().trim().min(1).max(128).optional() });
export const roleBody = z.strictObject({ role: z.enum(ASSIGNABLE_ROLES) });

export const teamMemberView = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});

export const invitationView = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  createdAt: z.string(),
  validUntil: z.string(),
});

export const teamView = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  /** The caller's role: the web shows admin controls only to owner and admins (the server checks each call). */
  role: z.enum(TEAM_ROLES),
  /** `billed`: the seats are the team plan's Stripe quantity, changed through "add seats", not set by hand. */
  seats: z.object({ paid: z.number().int(), used: z.number().int(), pending: z.number().int(), billed: z.boolean() }),
  members: z.array(teamMemberView),
  /** Pending invitations; empty for a plain member, who may not manage them. */
  invitations: z.array(invitationView),
});

export type CreateTeamBody = z.output<typeof createTeamBody>;
export type TeamView = z.output<typeof teamView>;
export type TeamMemberView = z.output<typeof teamMemberView>;
export type InvitationView = z.output<typeof invitationView>;

export const acceptedInvitation = z.object({ teamId: z.string(), name: z.string(), role: z.enum(TEAM_ROLES) });
export const invitationSent = invitationView;

/** Issue 26 item 2: buying the team plan. Without a team yet, `name` (and optionally `domain`) makes one, owned by the caller. */
export const teamCheckoutBody = z.strictObject({
  seats: z.number().int().min(2, 'At least 2 seats (one seat is the Annual Plan)').max(TEAM_SEATS_MAX, `At most ${TEAM_SEATS_MAX} seats; contact us for more`),
  name: z.string().trim().min(1, 'Enter a name').max(TEAM_NAME_MAX).optional(),
  domain: domain.nullable().optional(),
});

/** The team plan's new quantity; the seats change when Stripe confirms it. */
export const seatsBody = z.strictObject({ seats });
export const seatsRequested = z.object({ requested: z.number().int(), status: z.literal('pending') });

/** Item 4: the owner hands the team to an admin, then may leave. */
export const transferOwnershipBody = z.strictObject({ userId: z.string().trim().min(1).max(128), confirm: z.literal(true, 'Confirm the handover') });
