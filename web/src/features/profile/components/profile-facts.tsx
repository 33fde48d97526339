import type { ProfileView } from '@core/schemas/profile';

type Profile = ProfileView['profile'];

const rows = (p: Profile): Array<[string, string]> =>
  [
    ['Name', p.fullName],
    ['Title', p.title],
    ['Specialty', p.specialty],
    ['Organization', [p.organization, p.organizationSize, p.organizationIndustry].filter(Boolean).join(' · ')],
    ['Location', [p.city, p.state, p.zip].filter(Boolean).join(', ')],
    ['NPI', p.npi ?? ''],
    ['Licensed in', p.licenseStates.join(', ')],
    ['Board certifications', p.boardCertifications.join(', ')],
    ['Education', p.education.map((e) => [e.degree, e.schoolName].filter(Boolean).join(', ')).join('; ')],
    ['Graduation year', p.graduationYear ? String(p.graduationYear) : ''],
    ['Skills', p.skills.join(', ')],
    ['Languages', p.languages.join(', ')],
    ['LinkedIn', p.linkedinUrl ?? ''],
  ].filter((r): r is [string, string] => !!r[1]);

/** The profile fields as held (what recruiters see in search and on the profile). */
export function ProfileFacts({ profile }: { profile: Profile }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows(profile).map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
