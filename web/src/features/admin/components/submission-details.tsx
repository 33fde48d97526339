import type { Submission } from '@core/schemas/submissions';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import { fullName, listOrNone, orNotAvailable, specialtyOf } from '../utils/submission-display';
import { CvDownloadButton } from './cv-download-button';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Issue 25 item 5: the whole submission, so an admin reads every field (and the CV) before deciding. */
export function SubmissionDetails({ submission: s, id }: { submission: Submission; id: string }) {
  const name = fullName(s);
  const rows: Array<[string, ReactNode]> = [
    ['Name', name],
    ['Title', orNotAvailable(s.title)],
    ['Company', orNotAvailable(s.companyName)],
    ['Specialty', specialtyOf(s)],
    ['Email', s.email],
    ['Phone', s.phone],
    ['Location', orNotAvailable(s.location)],
    ['ZIP code', orNotAvailable(s.zip)],
    ['LinkedIn', orNotAvailable(s.linkedinUrl)],
    ['NPI', s.npi ? `${s.npi}${s.merged ? ' (merged into the existing profile of this NPI)' : ''}` : 'None given'],
    ['License states', listOrNone(s.licenseStates)],
    ['Board certifications', listOrNone(s.boardCertifications)],
    ['Languages', listOrNone(s.languages)],
    ['Graduation year', s.graduationYear ?? 'None given'],
    ['Education', listOrNone(s.education.map((e) => `${e.schoolName} (${e.degree})`))],
    ['Skills', listOrNone(s.skills)],
    ['Submitted', formatDate(s.createdAt)],
    [
      'CV',
      <span key="cv" className="flex flex-wrap items-center gap-3">
        {s.cv && (
          <span>
            {s.cv.kind.toUpperCase()}, {kb(s.cv.size)}
          </span>
        )}
        <CvDownloadButton submission={s} name={name} />
      </span>,
    ],
  ];
  return (
    <section id={id} aria-label={`Details of ${name}`} className="bg-slate-50 px-4 py-3 dark:bg-slate-900/60">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-200">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
