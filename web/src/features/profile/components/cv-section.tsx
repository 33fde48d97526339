import type { CvOnFile } from '@core/schemas/cv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { CV_ACCEPT, cvFileProblem } from '../../../lib/cv-upload';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast/toast';
import { deleteMyCv, putMyCv } from '../api/cv';

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const messageOf = (e: unknown) => (e instanceof ApiError ? (Object.values(e.details ?? {})[0]?.[0] ?? e.message) : 'That did not work. Please try again.');

/**
 * The physician's own CV (issue 25 item 5): upload, replace, delete. The
 * file's problem (type, size) is shown before anything is sent; the server
 * checks its bytes again. The copy says what recruiters can do with it.
 */
export function CvSection({ session, cv, queryKey }: { session: string; cv: CvOnFile | null; queryKey: readonly unknown[] }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const problemId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey });

  const upload = useMutation({
    mutationFn: (f: File) => putMyCv(session, f),
    onSuccess: () => {
      toast.success(cv ? 'Your CV was replaced' : 'Your CV was uploaded');
      setFile(null);
      if (input.current) input.current.value = '';
      void refresh();
    },
    onError: (e) => setProblem(messageOf(e)),
  });
  const remove = useMutation({
    mutationFn: () => deleteMyCv(session),
    onSuccess: () => {
      setConfirming(false);
      toast.success('Your CV was deleted');
      void refresh();
    },
    onError: (e) => toast.error(messageOf(e)),
  });

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    setFile(f);
    setProblem(f ? cvFileProblem(f) : null);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Recruiters with a paid plan see that a CV is on file and can download it; each download counts as one of their contact reveals and is logged like one.
        Nobody else can open it. Replacing or deleting it removes the old file at once.
      </p>
      {cv ? (
        <p>
          On file: <strong>{cv.fileName}</strong> ({cv.kind.toUpperCase()}, {sizeText(cv.size)}), uploaded {formatDate(cv.uploadedAt)}.
        </p>
      ) : (
        <p>No CV on file.</p>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) return setProblem('Choose a file first.');
          const p = cvFileProblem(file);
          if (p) return setProblem(p);
          upload.mutate(file);
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {cv ? 'Replace your CV' : 'Upload your CV'} (PDF or Word .docx, at most 5 MB)
          </label>
          <input ref={input} id={inputId} type="file" accept={CV_ACCEPT} onChange={pick} aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined} className="text-sm" />
        </div>
        <Button type="submit" disabled={upload.isPending || !!problem}>
          {upload.isPending ? 'Uploading...' : cv ? 'Replace CV' : 'Upload CV'}
        </Button>
        {cv && (
          <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
            Delete CV
          </Button>
        )}
      </form>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} role="alertdialog" title="Delete your CV?" description="The file is deleted at once; recruiters can no longer download it. This cannot be undone.">
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Delete CV
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
