import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { fairUseCopy } from '../lib/fair-use-copy';
import { paths } from '../lib/paths';
import { buttonClasses } from './ui/button-classes';

/** The two ways out of a paywall: talk to sales, or pick a plan. */
export function PaywallActions({ className = '' }: { className?: string }) {
  return (
    <div className={`flex flex-wrap items-center justify-center gap-3 ${className}`}>
      <Link to={paths.contact} className={buttonClasses({ variant: 'secondary' })}>
        Contact Sales
      </Link>
      <Link to={paths.pricing} className={buttonClasses()}>
        Get Started
      </Link>
    </div>
  );
}

/** Shown over gated content (spec core §2 Paywall overlay). */
export function PaywallOverlay({ message }: { message?: string }) {
  return (
    <section
      aria-labelledby="paywall-title"
      className="rounded-lg border border-blue-200 bg-white/95 p-8 text-center shadow-lg backdrop-blur dark:border-blue-900 dark:bg-slate-900/95"
    >
      <Lock aria-hidden="true" className="mx-auto size-8 text-blue-600 dark:text-blue-400" />
      <h2 id="paywall-title" className="mt-3 text-xl font-bold">
        Unlock Unlimited Contacts
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {message ?? 'Subscribe to see every result, reveal verified emails and phone numbers, and export your selections.'}
      </p>
      {/* The title is the spec's: the limits it is held to stand beside it. */}
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Fair use: up to {fairUseCopy.reveals} and {fairUseCopy.exports}.
      </p>
      <PaywallActions className="mt-5" />
    </section>
  );
}
