import type { LucideIcon } from 'lucide-react';

export type Feature = { icon: LucideIcon; title: string; text: string };

/** The tinted square an icon sits in on the marketing pages; decorative, the heading beside it carries the meaning. */
export function FeatureIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
