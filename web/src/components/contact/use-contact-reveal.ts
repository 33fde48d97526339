import { useQueryClient } from '@tanstack/react-query';
import type { ContactReveal } from '@core/schemas/physician';
import { useEffect, useState } from 'react';
import { useRefreshUsage } from '../usage/use-usage';
import { type Access, useAccess } from '../access/use-access';
import { useSubscription } from '../../lib/subscription/subscription-context';
import { contactQueryOptions } from './contact-query';
import { type ContactKind, contactToasts, toastContactError } from './contact-toasts';

/** hidden → (fetch) → revealed; 'missing' when the server has no value. */
export type RevealStage = 'hidden' | 'loading' | 'revealed' | 'missing';

const COPIED_MS = 2000;

/** Why the viewer cannot reveal, said before the click (issue 24); null when they can, or while access is still loading. */
export const revealLockedReason = (access: Access, kind: ContactKind): string | null => {
  if (!access.ready) return null;
  if (!access.signedIn) return `Log in to view ${kind === 'email' ? 'email addresses' : 'phone numbers'}`;
  if (access.isDemo || access.capabilities?.canViewContactInfo === false) return 'Viewing contact information is disabled in demo mode';
  if (!access.passes('basic')) return `Subscribe to reveal verified ${kind === 'email' ? 'email addresses' : 'phone numbers'}`;
  return null;
};

/**
 * One click reveals, the next copies (issue 24: the same on cards, the
 * table, lists and the profile; spec core §4 had three steps on cards).
 */
export const useContactReveal = (physicianId: string, kind: ContactKind) => {
  const access = useAccess();
  const subscription = useSubscription();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<RevealStage>('hidden');
  const [value, setValue] = useState<string | null>(null);
  const [contact, setContact] = useState<ContactReveal | null>(null);
  const refreshUsage = useRefreshUsage();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const fetchContact = async () => {
    // No decision while the session or the subscription is still loading (spec core §4).
    if (!access.ready || subscription.loading) return;
    if (!access.signedIn) return contactToasts.signIn();
    if (access.isDemo || access.capabilities?.canViewContactInfo === false) return contactToasts.demo();
    if (!access.passes('basic')) return contactToasts.subscribe(kind);
    setStage('loading');
    try {
      const contact = await queryClient.fetchQuery(contactQueryOptions(physicianId));
      // A reveal that found a contact counts against today's cap: the figures shown elsewhere move with it.
      refreshUsage();
      setContact(contact);
      const found = kind === 'email' ? (contact.email ?? contact.workEmail) : (contact.phone ?? contact.directDial);
      setValue(found);
      setStage(found ? 'revealed' : 'missing');
    } catch (error) {
      setStage('hidden');
      toastContactError(error, kind);
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      contactToasts.copied(kind, text);
    } catch {
      contactToasts.copyFailed(kind);
    }
  };

  const onClick = () => {
    if (stage === 'hidden') return void fetchContact();
    if (stage === 'revealed' && value) return void copy(value);
  };

  // Not while the subscription is still being checked: a subscriber would see a lock flash and vanish.
  return { stage, value, contact, copied, onClick, lockedReason: subscription.loading ? null : revealLockedReason(access, kind) };
};
