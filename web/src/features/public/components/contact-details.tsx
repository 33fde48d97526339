import { Clock, Mail } from 'lucide-react';
import { useSupportEmail } from '../hooks/use-support-email';
import { OFFICE_HOURS } from './contact-constants';

/** Where else to reach us: the support address (the one messages are mailed to) and office hours (spec public §2, §9). */
export function ContactDetails() {
  const supportEmail = useSupportEmail();
  return (
    <aside aria-labelledby="contact-details-heading" className="space-y-6">
      <h2 id="contact-details-heading" className="text-xl font-semibold">
        Other ways to reach us
      </h2>
      {supportEmail && (
        <div className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-600 dark:text-blue-400" />
          <div>
            <h3 className="font-medium">Email</h3>
            <a href={`mailto:${supportEmail}`} className="break-all text-blue-700 underline-offset-2 hover:underline dark:text-blue-300">
              {supportEmail}
            </a>
          </div>
        </div>
      )}
      <div className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-600 dark:text-blue-400" />
        <div>
          <h3 className="font-medium">Office Hours</h3>
          <p className="text-slate-600 dark:text-slate-300">{OFFICE_HOURS}</p>
        </div>
      </div>
    </aside>
  );
}
