import { Building2, ExternalLink, GraduationCap, ListPlus, MapPin, Stethoscope } from 'lucide-react';
import type { PhysicianSummary } from '@core/schemas/physician';
import { IntentBadge } from './intent-badge';
import { displaySpecialty } from '@core/search/specialties';
import { ContactButton } from '../../../components/contact/contact-button';
import { CandidateMarks } from '../../../components/marks/candidate-marks';
import type { CandidateMark } from '../../../lib/candidate-marks';
import { ProfileLink } from '../../../components/profile-link';
import { buttonClasses } from '../../../components/ui/button-classes';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { cardMatchesOf, hasMatches } from '../utils/card-matches';
import type { SearchFilters } from '../utils/search-url';
import { ExplainedButton } from './explained-button';
import { FilterMatches } from './filter-matches';

const SKILLS_SHOWN = 5;

function Detail({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string }) {
  if (!value) return null;
  return (
    <li className="flex min-w-0 max-w-full items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only">{label}: </span>
      {/* Cut only at the card's width, not a third of it; the title gives the rest on hover. */}
      <span className="truncate" title={value}>
        {value}
      </span>
    </li>
  );
}

type Props = {
  physician: PhysicianSummary;
  selected: boolean;
  onToggleSelect: () => void;
  onAddToList?: () => void;
  /** Why Add to List is unavailable to this viewer; the button then says so instead of acting. */
  addToListLocked?: string;
  /** The signed-in user's lists holding this physician and last export of them. */
  mark?: CandidateMark | undefined;
  /** The active filters: the values they matched are highlighted. */
  filters?: SearchFilters | undefined;
};

const degreesOf = (p: PhysicianSummary) => [...new Set(p.education.map((e) => e.degree.trim()).filter(Boolean))];

/**
 * One result, dense enough for four or five on a laptop screen (issue 24):
 * name and title on one line, the details on the next, then one row of
 * badges led by what matched the filters, then the actions.
 */
export function PhysicianCard({ physician: p, selected, onToggleSelect, onAddToList, addToListLocked, mark, filters }: Props) {
  const shown = p.skills.slice(0, SKILLS_SHOWN);
  const hidden = p.skills.length - shown.length;
  const headingId = `physician-${p.id}`;
  const degrees = degreesOf(p);
  const matches = filters ? cardMatchesOf(p, filters) : null;

  return (
    <article aria-labelledby={headingId} className="flex gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2.5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <input
        type="checkbox"
        checked={selected}
        onChange={onToggleSelect}
        aria-label={`Select ${p.fullName}`}
        className="mt-1 size-4 shrink-0 rounded border-slate-300 text-blue-600 dark:border-slate-600"
      />
      <InitialsAvatar person={p} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h2 id={headingId} className="text-base font-semibold">
            <ProfileLink physicianId={p.id} className="hover:text-blue-700 hover:underline dark:hover:text-blue-300">
              {p.fullName}
            </ProfileLink>
          </h2>
          <IntentBadge intent={p.intent} />
          {p.title && <p className="text-sm text-slate-600 dark:text-slate-300">{p.title}</p>}
        </div>
        <ul className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600 dark:text-slate-300">
          <Detail icon={Stethoscope} label="Specialty" value={p.specialty ? displaySpecialty(p.specialty) : ''} />
          <Detail icon={Building2} label="Organization" value={p.organization} />
          <Detail icon={MapPin} label="Location" value={p.location} />
        </ul>
        <CandidateMarks mark={mark} className="mt-1" />
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 empty:hidden">
          {matches && hasMatches(matches) && <FilterMatches matches={matches} nearZip={filters?.nearZip ?? ''} />}
          {degrees.length > 0 && (
            <ul aria-label="Education" className="flex flex-wrap gap-1.5">
              {degrees.map((degree) => (
                <li key={degree} className="inline-flex items-center gap-1 rounded bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                  <GraduationCap aria-hidden="true" className="size-3" />
                  {degree}
                </li>
              ))}
            </ul>
          )}
          {shown.length > 0 && (
            <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
              {shown.map((skill) => (
                <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {skill}
                </li>
              ))}
              {hidden > 0 && <li className="rounded-full px-2 py-0.5 text-xs text-slate-500 dark:text-slate-400">+{hidden} more</li>}
            </ul>
          )}
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <ContactButton physicianId={p.id} kind="email" available={p.hasEmail} />
          <ContactButton physicianId={p.id} kind="phone" available={p.hasPhone} />
          {p.linkedinUrl && (
            <a href={p.linkedinUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <ExternalLink aria-hidden="true" className="size-4" />
              LinkedIn
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {onAddToList && (
            <ExplainedButton variant="ghost" size="sm" lockedReason={addToListLocked} onClick={onAddToList} aria-label={`Add to List: ${p.fullName}`}>
              <ListPlus aria-hidden="true" className="size-4" />
              Add to List
            </ExplainedButton>
          )}
          <ProfileLink physicianId={p.id} aria-label={`View profile of ${p.fullName}`} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'ml-auto' })}>
            View Profile
          </ProfileLink>
        </div>
      </div>
    </article>
  );
}
