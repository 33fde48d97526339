import { teamView } from '../core/schemas/teams';
import { http, ok } from '../http/endpoint';
import { teamOf } from './context';
import { teamViewOf } from './team-view';

/** The caller's team (404 when none): members for everyone in it, pending invitations for the owner and admins. */
export const getTeam = http({ errors: ['NOT_FOUND'], response: teamView, summary: "The caller's team: seats, members, pending invitations" }, async ({ principal }, d) => ok(teamViewOf(await teamOf(d, principal), d.now())));
