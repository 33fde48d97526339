import { TEAM_SEATS_MAX, type TeamView } from '@core/schemas/teams';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { teamApi, useRefreshTeam, useTeam } from '../api/team';
import { CreateTeamForm } from './create-team-form';
import { runTeamAction } from './team-action';
import { TeamActivity } from './team-activity';
import { HandOverForm, LeaveTeamButton } from './team-handover';
import { TeamInvitations } from './team-invitations';
import { AddSeatsForm, BuyTeamPlanForm } from './team-plan';
import { TeamMembers } from './team-members';
import { SeatsOverNotice } from './seats-over-notice';

/** Polls the team every second while `on`: Stripe's webhook, not the checkout's return, sets the seats. */
export const usePollTeam = (on: boolean) => {
  const refresh = useRefreshTeam();
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => void refresh(), 1000);
    return () => clearInterval(timer);
  }, [on, refresh]);
};

/** Account → Team (issue 26): the caller's team, or how to make one. */
export function TeamPanel({ subscribed }: { subscribed: boolean }) {
  const team = useTeam();
  const [params] = useSearchParams();
  const waiting = params.get('checkout') === 'done' && team.data?.seats.billed !== true;
  usePollTeam(waiting);
  if (team.isPending) return <PageSpinner />;
  if (team.isError) return <p role="alert">Your team could not be loaded.</p>;
  if (!team.data) return <CreateTeamForm subscribed={subscribed} />;
  const t = team.data;
  const owner = t.role === 'owner';
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold">{t.name}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Your role: <span className="capitalize">{t.role}</span>. Seats: {t.seats.used} used, {t.seats.pending} invited, {t.seats.paid} paid
          {t.seats.billed ? ' on the team plan' : ''}.{t.domain ? ` Invitations go to @${t.domain} addresses only.` : ''}
        </p>
        <SeatsOverNotice team={t} />
        {waiting && (
          <p role="status" className="text-sm">
            Waiting for the payment to be confirmed...
          </p>
        )}
      </header>
      {owner && t.seats.billed && <AddSeatsForm team={t} />}
      {owner && !t.seats.billed && !waiting && (
        <>
          <SeatsForm team={t} />
          <BuyTeamPlanForm team={t} />
        </>
      )}
      <section aria-labelledby="team-members" className="space-y-2">
        <h3 id="team-members" className="text-lg font-semibold">Members</h3>
        <TeamMembers team={t} />
      </section>
      {t.role !== 'member' && <TeamInvitations team={t} />}
      {t.role !== 'member' && <TeamActivity team={t} />}
      {owner ? <HandOverForm team={t} /> : <LeaveTeamButton />}
    </div>
  );
}

/** The owner's seat count on their own plan, with no team plan (within the limit; never below members and invitations, which the server checks too). */
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
