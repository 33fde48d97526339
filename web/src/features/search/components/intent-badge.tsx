import type { PublicIntent } from '@core/schemas/intent';

const typeText = { permanent: 'permanent', locums: 'locums', part_time: 'part-time', telemedicine: 'telemedicine' } as const;

/** "from Mar 1, 2027 · locums, telemedicine · prefers TX, AZ": what the badge's hover and screen readers add. */
export const intentDetails = (i: PublicIntent): string =>
  [
    i.availableFrom ? `available from ${new Date(`${i.availableFrom}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}` : 'available now',
    i.employmentTypes.length ? i.employmentTypes.map((t) => typeText[t]).join(', ') : '',
    i.preferredStates.length ? `prefers ${i.preferredStates.join(', ')}` : '',
    i.compensationRange ? `from $${Math.round(i.compensationRange.min / 1000)}k–$${Math.round(i.compensationRange.max / 1000)}k` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Issue 25, item 4: the physician said they are open to work (the server
 * sends intent only while consent lasts, and never "not looking" as a badge).
 */
export function IntentBadge({ intent }: { intent: PublicIntent | undefined }) {
  if (!intent || intent.status === 'not_looking') return null;
  const details = intentDetails(intent);
  return (
    <span title={details} className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100">
      {intent.status === 'looking' ? 'Actively looking' : 'Open to opportunities'}
      <span className="sr-only">: {details}</span>
    </span>
  );
}
