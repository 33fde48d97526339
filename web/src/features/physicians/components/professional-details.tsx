import type { PhysicianSummary } from '@core/schemas/physician';
import { displaySpecialty } from '@core/search/specialties';
import { EducationList } from './education-list';

const NOT_SPECIFIED = 'Not specified';

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="text-sm">{value.trim() || NOT_SPECIFIED}</dd>
    </div>
  );
}

/** Specialty, organization, size, industry, education; NPI, languages, licenses and certifications when known. */
export function ProfessionalDetails({ physician: p }: { physician: PhysicianSummary }) {
  const optional: Array<[string, string]> = [
    ['NPI', p.npi ?? ''],
    ['Languages', p.languages.join(', ')],
    ['License States', p.licenseStates.join(', ')],
    ['Board Certifications', p.boardCertifications.join(', ')],
  ];
  return (
    <section aria-labelledby="details-heading" className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="details-heading" className="text-lg font-semibold">
        Professional Details
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        <Row term="Specialty" value={p.specialty ? displaySpecialty(p.specialty) : ''} />
        <Row term="Organization" value={p.organization} />
        <Row term="Organization Size" value={p.organizationSize} />
        <Row term="Industry" value={p.organizationIndustry} />
        {optional.filter(([, value]) => value).map(([term, value]) => (
          <Row key={term} term={term} value={value} />
        ))}
      </dl>
      <h3 className="mt-5 text-base font-semibold">Education</h3>
      <EducationList entries={p.education} />
    </section>
  );
}
