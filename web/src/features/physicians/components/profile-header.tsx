import { ExternalLink, FileDown, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PhysicianSummary } from '@core/schemas/physician';
import { ContactButton } from '../../../components/contact/contact-button';
import { UsageNote } from '../../../components/usage/usage-note';
import { buttonClasses } from '../../../components/ui/button-classes';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { Button } from '../../../components/ui/button';
import { CvDownloadButton } from './cv-download-button';
import { FavoriteButton } from './favorite-button';

const SKILLS_SHOWN = 5;

/** Avatar, name, title, location, first skills, favorite and the contact actions; `listAction` (Add to List) from the lists feature; `onExport` for admins (spec core §6). */
export function ProfileHeader({ physician: p, onExport, listAction }: { physician: PhysicianSummary & { hasCv?: boolean }; onExport?: () => void; listAction?: ReactNode }) {
  return (
    <header className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start gap-4">
        <InitialsAvatar person={p} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h1 className="text-2xl font-bold tracking-tight">{p.fullName}</h1>
            <FavoriteButton name={p.fullName} />
          </div>
          <p className="text-slate-600 dark:text-slate-300">{p.title || 'Not specified'}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
            <MapPin aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">Location: </span>
            {p.location || 'Not specified'}
          </p>
          {p.skills.length > 0 && (
            <ul aria-label="Top skills" className="mt-3 flex flex-wrap gap-1.5">
              {p.skills.slice(0, SKILLS_SHOWN).map((skill) => (
                <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {skill}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <ContactButton physicianId={p.id} kind="email" available={p.hasEmail} size="md" />
        <ContactButton physicianId={p.id} kind="phone" available={p.hasPhone} size="md" />
        {p.hasCv && <CvDownloadButton physicianId={p.id} />}
        {p.linkedinUrl && (
          <a href={p.linkedinUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary' })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            LinkedIn
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {listAction}
        {onExport && (
          <Button variant="secondary" size="md" onClick={onExport}>
            <FileDown aria-hidden="true" className="size-4" />
            Export Full Profile
          </Button>
        )}
      </div>
      <UsageNote kind="reveals" className="mt-2" />
    </header>
  );
}
