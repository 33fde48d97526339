import type { TeamView } from '@core/schemas/teams';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Issue 26 item 2: the customer portal (or Stripe) can lower a team plan's
 * quantity below the members in it. The webhook records the paid seats and
 * removes nobody; until the owner adds seats or deactivates members, nobody
 * can be invited and the daily pool counts only the paid seats. Says so, and
 * what to do, to everyone in the team (members see the smaller pool).
 */
export function SeatsOverNotice({ team }: { team: TeamView }) {
  const { used, paid } = team.seats;
  if (used <= paid) return null;
  const over = used - paid;
  const remedy =
    team.role === 'owner'
      ? `Add ${plural(over, 'seat', 'seats')} below, or deactivate ${plural(over, 'member', 'members')}.`
      : team.role === 'admin'
        ? `Ask the owner to add ${plural(over, 'seat', 'seats')}, or deactivate ${plural(over, 'member', 'members')}.`
        : `The team's owner can add ${plural(over, 'seat', 'seats')}.`;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      {used} members use {plural(paid, 'paid seat', 'paid seats')}. Everyone keeps access, but nobody can be invited, and the team&apos;s daily allowance counts only the {plural(paid, 'paid seat', 'paid seats')}. {remedy}
    </p>
  );
}
