import { Check, Copy, Loader2, Lock, Mail, Phone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { buttonClasses } from '../ui/button-classes';
import type { ContactKind } from './contact-toasts';
import { ContactFreshnessLine } from './contact-freshness-line';
import { useContactReveal } from './use-contact-reveal';

type ContactButtonProps = {
  physicianId: string;
  kind: ContactKind;
  /** False when the profile says there is nothing to reveal (hasEmail / hasPhone). */
  available: boolean;
  size?: 'sm' | 'md';
};

const label: Record<ContactKind, { view: string; missing: string; copy: string }> = {
  email: { view: 'View Email', missing: 'No email on file', copy: 'Copy email' },
  phone: { view: 'View Phone', missing: 'No phone on file', copy: 'Copy phone number' },
};

/**
 * View Email / View Phone: one click reveals, the next copies. It is one
 * button through every stage, never disabled (aria-disabled instead), so
 * keyboard focus stays on it after a reveal or a copy; a revealed value
 * wraps rather than being cut. A viewer who may not reveal sees a lock and
 * why, before clicking (issue 24).
 */
export function ContactButton({ physicianId, kind, available, size = 'sm' }: ContactButtonProps) {
  const { stage, value, contact, copied, onClick, lockedReason } = useContactReveal(physicianId, kind);
  const reasonId = useId();
  const text = label[kind];
  const KindIcon = kind === 'email' ? Mail : Phone;
  const missing = !available || stage === 'missing';
  const revealed = stage === 'revealed' && value !== null;
  const inert = missing || stage === 'loading' || (lockedReason !== null && !revealed);
  const className = buttonClasses({ variant: 'secondary', size, className: `max-w-full text-left ${inert ? 'cursor-not-allowed opacity-60' : ''}` });

  const [icon, caption]: [ReactNode, ReactNode] = missing
    ? [<KindIcon key="i" aria-hidden="true" className="size-4 shrink-0" />, stage === 'missing' ? text.missing : text.view]
    : revealed
      ? [
          copied ? <Check key="i" aria-hidden="true" className="size-4 shrink-0 text-green-600" /> : <Copy key="i" aria-hidden="true" className="size-4 shrink-0" />,
          <span key="v" className="break-all">
            {copied ? 'Copied' : value}
          </span>,
        ]
      : stage === 'loading'
        ? [<Loader2 key="i" aria-hidden="true" className="size-4 shrink-0 animate-spin" />, 'Loading...']
        : [lockedReason ? <Lock key="i" aria-hidden="true" className="size-4 shrink-0" /> : <KindIcon key="i" aria-hidden="true" className="size-4 shrink-0" />, text.view];

  const reason = lockedReason !== null && !revealed && !missing ? lockedReason : null;

  // The reason is the button's description and its native tip: a Tooltip component on each of a page's 50
  // locked buttons (every visitor's) cost the first render ~250 ms of blocking time on a slow phone.
  return (
    <span className="inline-flex max-w-full flex-col items-start gap-1">
      <button
        type="button"
        onClick={inert ? undefined : onClick}
        aria-disabled={inert || undefined}
        aria-busy={stage === 'loading' || undefined}
        aria-describedby={reason ? reasonId : undefined}
        title={reason ?? (missing ? text.missing : revealed ? text.copy : undefined)}
        className={className}
      >
        {icon}
        {caption}
      </button>
      {reason && (
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      )}
      {revealed && contact && <ContactFreshnessLine physicianId={physicianId} kind={kind} contact={contact} />}
    </span>
  );
}
