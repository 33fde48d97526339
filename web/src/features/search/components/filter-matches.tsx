import type { CardMatches } from '../utils/card-matches';

const chip = 'rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-400/20 dark:text-amber-100';

function Match({ label, values }: { label: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <li>
      <mark className={chip}>
        {label} <span>{values.join(', ')}</span>
        <span className="sr-only"> (matches your filter)</span>
      </mark>
    </li>
  );
}

/** The card's values the active filters matched, highlighted (issue 24): what the recruiter asked, on each card. */
export function FilterMatches({ matches, nearZip }: { matches: CardMatches; nearZip: string }) {
  return (
    <ul aria-label="Matches your filters" className="flex flex-wrap gap-1.5">
      {matches.distance && (
        <li>
          <mark className={chip}>
            <span>{matches.distance}</span>
            <span className="sr-only"> from ZIP {nearZip} (matches your filter)</span>
          </mark>
        </li>
      )}
      <Match label="Licensed" values={matches.licenseStates} />
      <Match label="Board" values={matches.boards} />
      <Match label="Speaks" values={matches.languages} />
    </ul>
  );
}
