import { MEMBER_STATUSES, MEMBER_STATUS_LABELS, type MemberStatus } from '@core/schemas/list-pipeline';

export const selectClass =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900';

type Props = { fullName: string; status: MemberStatus; disabled?: boolean; onChange: (status: MemberStatus) => void };

/** A native select (keyboard and screen readers for free), named after the candidate it changes. */
export function MemberStatusSelect({ fullName, status, disabled = false, onChange }: Props) {
  return (
    <select aria-label={`Status of ${fullName}`} value={status} disabled={disabled} onChange={(e) => onChange(e.target.value as MemberStatus)} className={selectClass}>
      {MEMBER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {MEMBER_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}
