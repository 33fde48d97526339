import { Check, Copy, Eye, Loader2, Mail, Phone } from 'lucide-react';
import { buttonClasses } from '../ui/button-classes';
import type { ContactKind } from './contact-toasts';
import { ContactFreshnessLine } from './contact-freshness-line';
import { useContactReveal } from './use-contact-reveal';

type ContactButtonProps = {
  physicianId: string;
  kind: ContactKind;
  /** False when the profile says there is nothing to reveal (hasEmail / hasPhone). */
  available: boolean;
  steps: 2 | 3;
  size?: 'sm' | 'md';
};

const label: Record<ContactKind, { view: string; show: string; missing: string; copy: string }> = {
  email: { view: 'View Email', show: 'Reveal Email', missing: 'No email on file', copy: 'Copy email' },
  phone: { view: 'View Phone', show: 'Reveal Phone', missing: 'No phone on file', copy: 'Copy phone number' },
};

/** View Email / View Phone with the reveal sequence of spec core §4. */
export function ContactButton({ physicianId, kind, available, steps, size = 'sm' }: ContactButtonProps) {
  const { stage, value, contact, copied, onClick } = useContactReveal(physicianId, kind, steps);
  const text = label[kind];
  const Icon = kind === 'email' ? Mail : Phone;
  const className = buttonClasses({ variant: 'secondary', size, className: 'max-w-full' });

  if (!available || stage === 'missing') {
    return (
      <button type="button" disabled title={text.missing} className={className}>
        <Icon aria-hidden="true" className="size-4" />
        {stage === 'missing' ? text.missing : text.view}
      </button>
    );
  }
  if (stage === 'revealed' && value) {
    return (
      <span className="inline-flex max-w-full flex-col items-start gap-1">
        <button type="button" onClick={onClick} title={text.copy} className={className}>
          {copied ? <Check aria-hidden="true" className="size-4 text-green-600" /> : <Copy aria-hidden="true" className="size-4" />}
          <span className="truncate">{copied ? 'Copied' : value}</span>
        </button>
        {contact && <ContactFreshnessLine physicianId={physicianId} kind={kind} contact={contact} />}
      </span>
    );
  }
  return (
    <button type="button" onClick={onClick} disabled={stage === 'loading'} aria-busy={stage === 'loading'} className={className}>
      {stage === 'loading' ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : stage === 'fetched' ? (
        <Eye aria-hidden="true" className="size-4" />
      ) : (
        <Icon aria-hidden="true" className="size-4" />
      )}
      {stage === 'loading' ? 'Loading...' : stage === 'fetched' ? text.show : text.view}
    </button>
  );
}
