import type { Allowance } from '@core/schemas/usage';
import { useUsage } from '../../../components/usage/use-usage';
import { formatCount } from '../../../lib/format-count';

const n = formatCount;

function AllowanceMeter({ label, a }: { label: string; a: Allowance }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-medium tabular-nums">
          {n(a.remaining)} of {n(a.cap)} left
        </span>
      </div>
      <meter aria-label={`${label}: used today`} min={0} max={a.cap} value={a.used} low={a.cap * 0.8} high={a.cap * 0.95} optimum={0} className="mt-1 h-2 w-full" />
    </div>
  );
}

/** Issue 17: what is left today of the daily caps, read from the counters the server enforces with. */
export function FairUseSection() {
  const usage = useUsage();
  if (!usage.data) return null;
  const { reveals, exportRows, resetsAt, team } = usage.data;
  return (
    <section aria-labelledby="fair-use-title" className="space-y-3">
      <h2 id="fair-use-title" className="text-lg font-semibold">
        Left today
      </h2>
      {team ? (
        <>
          {/* Issue 26: in a team the pool is the limit; the meters show the team's day, the line below the member's share of it. */}
          <AllowanceMeter label="Team contact reveals" a={team.reveals} />
          <AllowanceMeter label="Team export rows" a={team.exportRows} />
          <p className="text-sm">
            Shared by your team ({n(team.seats)} seats). You used {n(reveals.used)} reveals and {n(exportRows.used)} export rows today.
          </p>
          {(team.limits?.reveals != null || team.limits?.exportRows != null) && (
            <p className="text-sm">
              {/* An admin's limit for this member: what is left for them is the smaller of it and the team's pool. */}
              Your own daily limit, set by a team admin: {team.limits.reveals != null ? `${n(reveals.remaining)} of ${n(team.limits.reveals)} reveals left` : 'no limit on reveals'},{' '}
              {team.limits.exportRows != null ? `${n(exportRows.remaining)} of ${n(team.limits.exportRows)} export rows left` : 'no limit on export rows'}.
            </p>
          )}
        </>
      ) : (
        <>
          <AllowanceMeter label="Contact reveals" a={reveals} />
          <AllowanceMeter label="Export rows" a={exportRows} />
        </>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Resets at midnight UTC (<time dateTime={resetsAt}>{new Date(resetsAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</time> your time).
      </p>
    </section>
  );
}
