import { CtaSection } from '../components/cta-section';
import { FeatureSections } from '../components/feature-sections';
import { LandingHero } from '../components/landing-hero';
import { PhysicianCta } from '../components/physician-cta';
import { SearchPreview } from '../components/search-preview';
import { StatBlocks } from '../components/stat-blocks';

export function LandingPage() {
  return (
    <>
      <LandingHero />
      <StatBlocks />
      <SearchPreview />
      <FeatureSections />
      <PhysicianCta />
      <CtaSection
        title="Ready to fill your next physician role?"
        text="Sign up in minutes and start searching verified physician contacts today."
        primaryLabel="Sign Up"
      />
    </>
  );
}
