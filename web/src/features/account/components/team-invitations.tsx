import type { TeamView } from '@core/schemas/teams';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format-date';
import { teamApi, useRefreshTeam } from '../api/team';
import { runTeamAction } from './team-action';

/** The invite form (closed, with the reason, when every seat is taken or invited) and the pending invitations. */
export function TeamInvitations({ team }: { team: TeamView }) {
  const refresh = useRefreshTeam();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const fullId = useId();
  const full = team.seats.used + team.seats.pending >= team.seats.paid;
  const now = new Date().toISOString();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (full) return;
    setBusy(true);
    const failed = await runTeamAction(() => teamApi.invite({ email, role }), `Invitation sent to ${email}`, 'Invitation not sent', refresh);
    setErrors(failed ?? {});
    if (!failed) setEmail('');
    setBusy(false);
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={(e) => void submit(e)} className="max-w-xl space-y-3" aria-label="Invite a member">
        <h3 className="text-lg font-semibold">Invite</h3>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email?.[0]}
          hint={team.domain ? `Only @${team.domain} addresses. The link works once, for 7 days, signed in with that address.` : 'The link works once, for 7 days, signed in with that address.'}
        />
        <label className="block text-sm font-medium">
          Role
          <select value={role} onChange={(e) => setRole(e.target.value === 'admin' ? 'admin' : 'member')} className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-2 dark:border-slate-700 dark:bg-slate-900">
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </select>
        </label>
        {full && (
          <p id={fullId} className="text-sm text-amber-800 dark:text-amber-300">
            {team.seats.used > team.seats.paid
              ? `${team.seats.used} members use ${team.seats.paid} paid seats.${team.role === 'owner' ? ' Add seats above, or deactivate a member.' : ' Ask the owner to add seats, or deactivate a member.'}`
              : `All ${team.seats.paid} seats are taken or invited.${team.role === 'owner' ? ' Add seats above, or revoke an invitation.' : ' Ask the owner to add seats, or revoke an invitation.'}`}
          </p>
        )}
        <Button type="submit" disabled={busy || full} aria-describedby={full ? fullId : undefined}>
          {busy ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
      <section aria-labelledby="pending-invitations">
        <h3 id="pending-invitations" className="text-lg font-semibold">Pending invitations</h3>
        {team.invitations.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">None.</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {team.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                <span className="grow">
                  {i.email} ({i.role}) — {i.validUntil > now ? `valid until ${formatDate(i.validUntil)}` : 'expired'}
                </span>
                <Button size="sm" variant="secondary" aria-label={`Resend the invitation to ${i.email}`} onClick={() => void runTeamAction(() => teamApi.resend(i.id), `New link sent to ${i.email}`, 'Not resent', refresh)}>
                  Resend
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Revoke the invitation to ${i.email}`} onClick={() => void runTeamAction(() => teamApi.revoke(i.id), 'Invitation revoked', 'Not revoked', refresh)}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
