import { TEAM_SEATS_MAX, type TeamView } from '@core/schemas/teams';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { teamApi, useRefreshTeam, useTeam } from '../api/team';
import { CreateTeamForm } from './create-team-form';
import { runTeamAction } from './team-action';
import { TeamActivity } from './team-activity';
import { TeamInvitations } from './team-invitations';
import { TeamMembers } from './team-members';

/** Account → Team (issue 26): the caller's team, or how to make one. */
export function TeamPanel({ subscribed }: { subscribed: boolean }) {
  const team = useTeam();
  if (team.isPending) return <PageSpinner />;
  if (team.isError) return <p role="alert">Your team could not be loaded.</p>;
  if (!team.data) return <CreateTeamForm subscribed={subscribed} />;
  const t = team.data;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold">{t.name}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Your role: <span className="capitalize">{t.role}</span>. Seats: {t.seats.used} used, {t.seats.pending} invited, {t.seats.paid} paid.
          {t.domain ? ` Invitations go to @${t.domain} addresses only.` : ''}
        </p>
      </header>
      {t.role === 'owner' && <SeatsForm team={t} />}
      <section aria-labelledby="team-members" className="space-y-2">
        <h3 id="team-members" className="text-lg font-semibold">Members</h3>
        <TeamMembers team={t} />
      </section>
      {t.role !== 'member' && <TeamInvitations team={t} />}
      {t.role !== 'member' && <TeamActivity team={t} />}
    </div>
  );
}

/** The owner's seat count (within the plan's limit; never below members and invitations, which the server checks too). */
function SeatsForm({ team }: { team: TeamView }) {
  const refresh = useRefreshTeam();
  const [seats, setSeats] = useState(String(team.seats.paid));
  const [error, setError] = useState<string | undefined>();
  const least = team.seats.used + team.seats.pending;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const failed = await runTeamAction(() => teamApi.update({ seats: Number(seats) }), 'Seats updated', 'Seats not changed', refresh);
    setError(failed?.seats?.[0]);
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-xl items-end gap-3" aria-label="Seats">
      <TextField label="Seats" type="number" min={least} max={TEAM_SEATS_MAX} value={seats} onChange={(e) => setSeats(e.target.value)} error={error} hint={`At least ${least} (members and invitations), at most ${TEAM_SEATS_MAX}.`} />
      <Button type="submit" variant="secondary">
        Save seats
      </Button>
    </form>
  );
}
