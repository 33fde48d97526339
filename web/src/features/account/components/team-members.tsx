import type { TeamView } from '@core/schemas/teams';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { teamApi, useRefreshTeam } from '../api/team';
import { runTeamAction } from './team-action';

/** Members with their roles; the owner changes roles, the owner and admins deactivate (admins: members only). */
export function TeamMembers({ team }: { team: TeamView }) {
  const refresh = useRefreshTeam();
  const mayDeactivate = (role: string) => role !== 'owner' && (team.role === 'owner' || (team.role === 'admin' && role === 'member'));
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Team members</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className="py-2">Email</th>
          <th scope="col" className="py-2">Role</th>
          <th scope="col" className="py-2">Joined</th>
          <th scope="col" className="py-2"><span className="sr-only">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        {team.members.map((m) => (
          <tr key={m.userId} className="border-b border-slate-100 dark:border-slate-800">
            <td className="py-2">{m.email}</td>
            <td className="py-2">
              {team.role === 'owner' && m.role !== 'owner' ? (
                <select
                  aria-label={`Role of ${m.email}`}
                  value={m.role}
                  className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
                  onChange={(e) => void runTeamAction(() => teamApi.setRole(m.userId, e.target.value === 'admin' ? 'admin' : 'member'), 'Role changed', 'Role not changed', refresh)}
                >
                  <option value="member">Member</option>
                  <option value="admin">Admin</option>
                </select>
              ) : (
                <span className="capitalize">{m.role}</span>
              )}
            </td>
            <td className="py-2">{formatDate(m.joinedAt)}</td>
            <td className="py-2 text-right">
              {mayDeactivate(m.role) && (
                <Button size="sm" variant="secondary" aria-label={`Deactivate ${m.email}`} onClick={() => void runTeamAction(() => teamApi.deactivate(m.userId), `${m.email} deactivated; their seat is free`, 'Not deactivated', refresh)}>
                  Deactivate
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
