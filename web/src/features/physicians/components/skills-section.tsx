import type { PhysicianSummary } from '@core/schemas/physician';

export function SkillsSection({ physician }: { physician: PhysicianSummary }) {
  return (
    <section aria-labelledby="skills-heading" className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="skills-heading" className="text-lg font-semibold">
        Skills and Expertise
      </h2>
      {physician.skills.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No skills specified</p>
      ) : (
        <ul aria-label="All skills" className="mt-3 flex flex-wrap gap-2">
          {physician.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-800 dark:bg-slate-800 dark:text-blue-200">
              {skill}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
