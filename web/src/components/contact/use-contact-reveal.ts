import { useQueryClient } from '@tanstack/react-query';
import type { ContactReveal } from '@core/schemas/physician';
import { useEffect, useState } from 'react';
import { useRefreshUsage } from '../usage/use-usage';
import { useAccess } from '../access/use-access';
import { contactQueryOptions } from './contact-query';
import { type ContactKind, contactToasts, toastContactError } from './contact-toasts';

/** hidden → (fetch) → fetched → revealed; 'missing' when the server has no value. */
export type RevealStage = 'hidden' | 'loading' | 'fetched' | 'revealed' | 'missing';

const COPIED_MS = 2000;

/**
 * Spec core §4: on search cards the first click fetches, the second reveals,
 * the third copies (`steps: 3`); on the profile the first click fetches and
 * reveals, the second copies (`steps: 2`).
 */
export const useContactReveal = (physicianId: string, kind: ContactKind, steps: 2 | 3) => {
  const access = useAccess();
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
    if (!access.ready) return;
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
      setStage(found ? (steps === 3 ? 'fetched' : 'revealed') : 'missing');
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
    if (stage === 'fetched') return setStage('revealed');
    if (stage === 'revealed' && value) return void copy(value);
  };

  return { stage, value, contact, copied, onClick };
};
