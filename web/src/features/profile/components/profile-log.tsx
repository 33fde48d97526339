import { physicianProvidedLabels } from '@core/schemas/physician-provided';
import type { ProfileLogEntry } from '@core/schemas/profile';

const what: Record<ProfileLogEntry['action'], string> = {
  link_mailed: 'A link to this page was mailed',
  session_opened: 'The page was opened with a mailed link',
  viewed: 'The page was viewed',
  downloaded: 'Everything was downloaded as JSON',
  field_hidden: 'Hidden from recruiters',
  field_shown: 'Shown to recruiters again',
  signed_out: 'Signed out',
  session_revoked: 'An administrator ended the session',
  field_corrected: 'Corrected',
  contact_replaced: 'Replaced',
  email_code_mailed: 'A code was mailed to the new address',
  change_reverted: 'An administrator reverted a change',
  intent_set: 'Said you are open to work (consent recorded)',
  intent_withdrawn: 'Consent withdrawn: your open-to-work details were deleted',
  intent_expired: 'Your open-to-work details expired and were deleted',
  intent_reminded: 'We mailed a reminder that your open-to-work details expire soon',
  cv_uploaded: 'CV uploaded',
  cv_replaced: 'CV replaced (the old file was deleted)',
  cv_deleted: 'CV deleted',
};

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every access to and change of this page, newest first: whoever held the mailed link, and what they did. */
export function ProfileLog({ entries }: { entries: readonly ProfileLogEntry[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`}>
          <time dateTime={e.at}>{timeFormat.format(new Date(e.at))}</time>: {what[e.action]}
          {e.field ? ` (${physicianProvidedLabels[e.field].toLowerCase()})` : ''}
          {e.via ? `, link sent to ${e.via}` : ''}
        </li>
      ))}
    </ol>
  );
}
