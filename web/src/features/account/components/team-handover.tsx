import type { TeamView } from '@core/schemas/teams';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { teamApi, useRefreshTeam } from '../api/team';
import { runTeamAction } from './team-action';

/** Item 4: the owner hands the team to an admin (confirmed by a tick), and may then leave; with no admin, it says how to get one. */
export function HandOverForm({ team }: { team: TeamView }) {
  const refresh = useRefreshTeam();
  const admins = team.members.filter((m) => m.role === 'admin');
  const [userId, setUserId] = useState(admins[0]?.userId ?? '');
  const [confirmed, setConfirmed] = useState(false);
  if (admins.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">To leave the team, first make a member an admin, then hand the team to them.</p>;
  }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!confirmed) return;
    await runTeamAction(() => teamApi.transferOwnership(userId), 'The team has a new owner', 'Not handed over', refresh);
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-xl space-y-3" aria-label="Hand the team over">
      <h3 className="text-lg font-semibold">Hand the team over</h3>
      <label className="block text-sm font-medium">
        New owner
        <select value={userId} onChange={(e) => setUserId(e.target.value)} className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-2 dark:border-slate-700 dark:bg-slate-900">
          {admins.map((a) => (
            <option key={a.userId} value={a.userId}>
              {a.email}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />I understand I become an admin and they manage seats and roles.
      </label>
      <Button type="submit" variant="secondary" disabled={!confirmed}>
        Hand over
      </Button>
    </form>
  );
}

/** Anyone but the owner may leave; their seat is freed and their access through the team ends. */
export function LeaveTeamButton() {
  const refresh = useRefreshTeam();
  const [asked, setAsked] = useState(false);
  if (!asked) {
    return (
      <Button variant="ghost" onClick={() => setAsked(true)}>
        Leave team
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm leaving" className="flex items-center gap-2 text-sm">
      <span>Leave the team? Your access through it ends now.</span>
      <Button variant="secondary" onClick={() => void runTeamAction(() => teamApi.leave(), 'You left the team', 'Not left', refresh)}>
        Yes, leave
      </Button>
      <Button variant="ghost" onClick={() => setAsked(false)}>
        Stay
      </Button>
    </div>
  );
}
