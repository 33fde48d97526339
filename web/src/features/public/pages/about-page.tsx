import { paths } from '../../../lib/paths';
import { CtaSection } from '../components/cta-section';
import { Differentiators } from '../components/differentiators';
import { TextLink } from '../components/text-link';

export function AboutPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white px-4 py-16 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight">About Us</h1>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            Physician Directory helps healthcare recruiters find and contact the physicians their patients need.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="mission-title" className="text-2xl font-bold tracking-tight">
          Our Mission
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
          <p>
            Recruiting physicians is slow when contact details are out of date and hard to find. Our mission is to make it simple: one
            searchable directory of 250,000+ US physician profiles with verified personal emails and phone numbers, ready for healthcare
            organizations, practices, recruitment agencies and staffing companies.
          </p>
          <p>
            We also respect the physicians in the directory. Any physician can <TextLink to={paths.submitResume}>submit a resume</TextLink> to be found by
            recruiters, or <TextLink to={paths.removeInfo}>ask to have their information removed</TextLink>.
          </p>
        </div>
      </section>

      <Differentiators />

      <CtaSection
        title="Start recruiting with better data"
        text="Try the directory and see how quickly you can reach the right candidates."
        primaryLabel="Start Free Trial"
      />
    </>
  );
}
