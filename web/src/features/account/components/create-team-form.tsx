import { TEAM_SEATS_MAX } from '@core/schemas/teams';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../lib/paths';
import { teamApi, useRefreshTeam } from '../api/team';
import { runTeamAction } from './team-action';
import { BuyTeamPlanForm } from './team-plan';

/** No team yet: a subscriber creates one (their plan becomes every member's); anyone else is told why not before trying. */
export function CreateTeamForm({ subscribed }: { subscribed: boolean }) {
  const refresh = useRefreshTeam();
  const [name, setName] = useState('');
  const [seats, setSeats] = useState('3');
  const [domain, setDomain] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  if (!subscribed) {
    return (
      <div className="max-w-xl space-y-6">
        <p>You are not in a team. Buy the team plan to create one (every member gets the Annual Plan), or accept an invitation from a team to join theirs.</p>
        <BuyTeamPlanForm />
        <Link to={paths.pricing} className="font-medium text-blue-700 underline dark:text-blue-300">
          See plans
        </Link>
      </div>
    );
  }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const failed = await runTeamAction(() => teamApi.create({ name, seats: Number(seats), domain: domain.trim() || null }), 'Team created', 'Team not created', refresh);
    setErrors(failed ?? {});
    setBusy(false);
  };
  return (
    <div className="space-y-8">
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-xl space-y-4" aria-label="Create a team">
      <p>Create a team to share your plan with colleagues: each member takes a seat; you invite them by email. Or buy the team plan below, billed per seat with a volume discount.</p>
      <TextField label="Team name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name?.[0]} required />
      <TextField label="Seats" type="number" min={1} max={TEAM_SEATS_MAX} value={seats} onChange={(e) => setSeats(e.target.value)} error={errors.seats?.[0]} hint={`You take one seat. At most ${TEAM_SEATS_MAX}.`} />
      <TextField label="Email domain (optional)" value={domain} onChange={(e) => setDomain(e.target.value)} error={errors.domain?.[0]} hint="When set, invitations go only to addresses of this domain." placeholder="example.com" />
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating...' : 'Create team'}
      </Button>
    </form>
    <BuyTeamPlanForm />
    </div>
  );
}
