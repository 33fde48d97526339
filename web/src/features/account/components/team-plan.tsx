import { TEAM_SEATS_MAX, type TeamView } from '@core/schemas/teams';
import { TEAM_CHECKOUT_SEATS_MIN, seatTierOf, volumeAmount } from '@core/team-pricing';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { teamApi, useRefreshTeam } from '../api/team';
import { runTeamAction } from './team-action';

const dollars = (cents: number): string => `$${(cents / 100).toLocaleString('en-US')}`;

/** What a number of seats costs a year: each seat at the volume tier the whole number reaches. */
export const seatPriceText = (seats: number): string =>
  Number.isInteger(seats) && seats >= 1 && seats <= TEAM_SEATS_MAX ? `${seats} seats × ${dollars(seatTierOf(seats).unitAmount)} = ${dollars(volumeAmount(seats))} per year` : '';

/**
 * The team plan in Stripe Checkout (issue 26 item 2): for a new team (with
 * its name) or the owner's team that has no team plan yet. Seats start at
 * the members and invitations already held; the server checks again.
 */
export function BuyTeamPlanForm({ team }: { team?: TeamView }) {
  const least = Math.max(TEAM_CHECKOUT_SEATS_MIN, team ? team.seats.used + team.seats.pending : 0);
  const [name, setName] = useState('');
  const [seats, setSeats] = useState(String(Math.max(3, least)));
  const [domain, setDomain] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    let url: string | undefined;
    const body = team ? { seats: Number(seats) } : { seats: Number(seats), name, domain: domain.trim() || null };
    const failed = await runTeamAction(async () => (url = (await teamApi.checkout(body)).url), 'Opening checkout', 'Checkout not started', () => undefined);
    setErrors(failed ?? {});
    setBusy(false);
    if (url) window.location.assign(url);
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-xl space-y-4" aria-label="Buy the team plan">
      <h3 className="text-lg font-semibold">Team plan</h3>
      <p className="text-sm">One yearly subscription for the whole team, priced per seat with a volume discount: 1–4 seats $1,799 each, 5–9 $1,619, 10–24 $1,529, 25–50 $1,439. Every member gets the Annual Plan.</p>
      {!team && <TextField label="Team name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name?.[0]} required />}
      <TextField
        label="Seats"
        type="number"
        min={least}
        max={TEAM_SEATS_MAX}
        value={seats}
        onChange={(e) => setSeats(e.target.value)}
        error={errors.seats?.[0]}
        hint={`${seatPriceText(Number(seats))}${seatPriceText(Number(seats)) ? '. ' : ''}At least ${least}, at most ${TEAM_SEATS_MAX}; you take one seat.`}
      />
      {!team && <TextField label="Email domain (optional)" value={domain} onChange={(e) => setDomain(e.target.value)} error={errors.domain?.[0]} hint="When set, invitations go only to addresses of this domain." placeholder="example.com" />}
      <Button type="submit" disabled={busy}>
        {busy ? 'Opening checkout...' : 'Buy seats'}
      </Button>
    </form>
  );
}

/** "Add seats" on a live team plan: Stripe charges the prorated difference now; the seats change once it confirms. */
export function AddSeatsForm({ team }: { team: TeamView }) {
  const refresh = useRefreshTeam();
  const least = team.seats.used + team.seats.pending;
  const [seats, setSeats] = useState(String(team.seats.paid + 1));
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<number | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const failed = await runTeamAction(() => teamApi.setSeats(Number(seats)), 'Seats requested: they change once the payment is confirmed', 'Seats not changed', refresh);
    setError(failed?.seats?.[0]);
    if (!failed) setPending(Number(seats));
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-xl space-y-2" aria-label="Add seats">
      <div className="flex items-end gap-3">
        <TextField
          label="Seats on the team plan"
          type="number"
          min={least}
          max={TEAM_SEATS_MAX}
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
          error={error}
          hint={`${seatPriceText(Number(seats))}. At least ${least} (members and invitations). The difference for the rest of the year is charged (or credited) now.`}
        />
        <Button type="submit" variant="secondary">
          Change seats
        </Button>
      </div>
      {pending !== null && pending !== team.seats.paid && (
        <p role="status" className="text-sm">
          {pending} seats requested; waiting for the payment to be confirmed.
        </p>
      )}
    </form>
  );
}
