import { Building2, Eye, MapPin, Stethoscope } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { paths } from '../../../lib/paths';
import { maskEmail, type PreviewRow as Row } from './search-preview-rows';

type Props = { row: Row; disclaimerId: string };

/** A sample result; Reveal Email only swaps the mask for the fictional address (no API call). */
export function PreviewRow({ row, disclaimerId }: Props) {
  const [revealed, setRevealed] = useState(false);
  const emailRef = useRef<HTMLSpanElement>(null);
  const nameId = `${row.id}-name`;

  // The button disappears on click; hand focus to what replaced it so keyboard users are not lost.
  useEffect(() => {
    if (revealed) emailRef.current?.focus();
  }, [revealed]);

  return (
    <article aria-labelledby={nameId} className="flex gap-3 p-4">
      <InitialsAvatar person={row} />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="font-semibold">
          {row.fullName}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{row.title}</p>
        <ul className="mt-2 grid gap-1 text-sm text-slate-600 sm:grid-cols-3 dark:text-slate-300">
          <Detail icon={Stethoscope} label="Specialty" value={row.specialty} />
          <Detail icon={Building2} label="Organization" value={row.organization} />
          <Detail icon={MapPin} label="Location" value={row.location} />
        </ul>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          {revealed ? (
            <span ref={emailRef} tabIndex={-1} className="rounded bg-emerald-50 px-2 py-1 font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              <span className="sr-only">Email: </span>
              {row.email}
            </span>
          ) : (
            <>
              <span className="font-mono text-slate-500 dark:text-slate-400">
                <span className="sr-only">Email hidden: </span>
                {maskEmail(row.email)}
              </span>
              <button
                type="button"
                onClick={() => setRevealed(true)}
                aria-describedby={nameId}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                <Eye aria-hidden="true" className="size-4" />
                Reveal Email
              </button>
            </>
          )}
          <Link to={paths.signup} aria-describedby={disclaimerId} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'ml-auto' })}>
            View
          </Link>
        </div>
      </div>
    </article>
  );
}

function Detail({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only">{label}: </span>
      <span className="truncate">{value}</span>
    </li>
  );
}
