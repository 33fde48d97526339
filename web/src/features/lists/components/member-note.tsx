import { type FormEvent, useState } from 'react';
import { MEMBER_NOTE_MAX } from '@core/schemas/list-pipeline';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-area';
import { formatCount } from '../../../lib/format-count';

type Props = { fullName: string; note: string | null; saving: boolean; onSave: (note: string | null) => void };

/** The note on a candidate: shown as text, edited in place (Escape or Cancel leaves it as it was). */
export function MemberNote({ fullName, note, saving, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const tooLong = (draft ?? '').length > MEMBER_NOTE_MAX;

  if (draft === null) {
    return (
      <div className="flex min-w-0 flex-wrap items-start gap-2">
        {note && <p className="min-w-0 whitespace-pre-line break-words text-xs text-slate-600 dark:text-slate-300">{note}</p>}
        <Button variant="ghost" size="sm" aria-label={`${note ? 'Edit' : 'Add'} note for ${fullName}`} onClick={() => setDraft(note ?? '')}>
          {note ? 'Edit note' : 'Add note'}
        </Button>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tooLong) return;
    onSave(draft.trim() || null);
    setDraft(null);
  };
  return (
    <form onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && setDraft(null)} className="w-full max-w-md space-y-2">
      <TextArea
        label={`Note for ${fullName}`}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        hint={`${formatCount(draft.length)} / ${formatCount(MEMBER_NOTE_MAX)} characters`}
        error={tooLong ? `Note must be at most ${formatCount(MEMBER_NOTE_MAX)} characters` : undefined}
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving || tooLong}>
          Save note
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
