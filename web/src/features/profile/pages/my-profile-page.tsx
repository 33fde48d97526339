import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { HeldContacts } from '../components/held-contacts';
import { IntentForm } from '../components/intent-form';
import { ProfileFacts } from '../components/profile-facts';
import { ProfileFrame } from '../components/profile-frame';
import { ProfileLog } from '../components/profile-log';
import { CorrectFieldsForm } from '../components/correct-fields-form';
import { CvSection } from '../components/cv-section';
import { ReplaceEmailForm, ReplacePhoneForm } from '../components/replace-contact-forms';
import { useMyProfile } from '../hooks/use-my-profile';
import { useProfileChanges } from '../hooks/use-profile-changes';

const sourceText = { seed: 'sample data', import: 'a data vendor', submission: 'your resume submission' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 first:border-0 first:pt-0 dark:border-slate-800">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Issue 25: everything held about the physician whose mailed link opened this tab's session, and what they may do with it. */
export function MyProfilePage() {
  const { session, key, query, ended, hide, download, signOut } = useMyProfile();
  const changes = useProfileChanges(session, key);

  if (ended) {
    return (
      <ProfileFrame title="My Profile">
        <div className="space-y-4 text-center">
          <p role="status">Your profile session has ended (it lasts 30 minutes, in one browser tab). Ask for a new link to continue.</p>
          <Link to={paths.manageProfile} className={buttonClasses()}>
            Ask for a new link
          </Link>
        </div>
      </ProfileFrame>
    );
  }
  if (!query.data) {
    return (
      <ProfileFrame title="My Profile">
        {query.isError ? <p role="alert">We could not load your profile. Please try again.</p> : <Spinner label="Loading your profile" />}
      </ProfileFrame>
    );
  }
  const v = query.data;
  return (
    <ProfileFrame
      wide
      title="My Profile"
      intro={<p>What our directory holds about {v.profile.fullName}, from {sourceText[v.source]}, last updated {formatDate(v.updatedAt)}.</p>}
    >
      <div className="space-y-8">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Opened with the link sent to {v.session.via}; this session ends at {new Date(v.session.validUntil).toLocaleTimeString()}. Contact details are masked: whoever
          holds the email on file sees this page, so we never show the full values here.
        </p>
        <Section title="Profile">
          <ProfileFacts profile={v.profile} />
        </Section>
        <Section title="Correct your profile">
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">A field you correct is marked as given by you and is kept when vendor data is imported again.</p>
          <CorrectFieldsForm key={v.updatedAt} profile={v.profile} corrected={v.corrected} busy={changes.correct.isPending} errors={changes.errorsOf.correct} onSubmit={(body) => changes.correct.mutate(body)} />
        </Section>
        <Section title="Contact details">
          <HeldContacts contacts={v.contacts} busy={hide.isPending} onHide={(c, hidden) => hide.mutate({ field: c.field, hidden })} />
        </Section>
        <Section title="Replace a contact detail">
          <div className="grid gap-8 md:grid-cols-2">
            <ReplacePhoneForm busy={changes.phone.isPending} errors={changes.errorsOf.phone} onSubmit={(field, phone) => changes.phone.mutate({ field, phone })} />
            <ReplaceEmailForm
              pending={v.pendingEmail}
              busy={changes.askCode.isPending || changes.confirmCode.isPending}
              errors={{ ...changes.errorsOf.email, ...changes.errorsOf.code }}
              onRequest={(field, email) => changes.askCode.mutate({ field, email })}
              onConfirm={(code) => changes.confirmCode.mutate(code)}
            />
          </div>
        </Section>
        <Section title="Open to work">
          <IntentForm session={session ?? ''} />
        </Section>
        <Section title="Your CV">
          <CvSection session={session ?? ''} cv={v.cv} queryKey={key} />
        </Section>
        <Section title="Who used your details (last 12 months)">
          <p>
            {v.exposure.revealedBy} {v.exposure.revealedBy === 1 ? 'recruiter' : 'recruiters'} revealed your contact details; {v.exposure.exportedBy}{' '}
            {v.exposure.exportedBy === 1 ? 'recruiter' : 'recruiters'} exported your profile. We count them; we do not name them.
          </p>
        </Section>
        <Section title="Your data">
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
              Download everything (JSON)
            </Button>
            <Link to={paths.removeInfo} className={buttonClasses({ variant: 'danger' })}>
              Remove everything
            </Link>
            <Button variant="ghost" onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Removal is its own step: we mail a confirmation link to the address you give.</p>
        </Section>
        <Section title="Activity on this page">
          <ProfileLog entries={v.log} />
        </Section>
      </div>
    </ProfileFrame>
  );
}
