import { acceptInvitation } from './accept-invitation';
import { downloadTeamActivity, listTeamActivity } from './activity';
import { createTeam } from './create-team';
import { getTeam } from './get-team';
import { leaveTeam, transferOwnership } from './handover';
import { inviteMember } from './invite';
import { getTeamLimits, setMemberLimits } from './limits';
import { deactivateMember, setMemberRole } from './members';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { updateTeam } from './update-team';

export const endpoints = { createTeam, getTeam, updateTeam, inviteMember, resendInvitation, revokeInvitation, acceptInvitation, deactivateMember, setMemberRole, listTeamActivity, downloadTeamActivity, getTeamLimits, setMemberLimits, transferOwnership, leaveTeam };
