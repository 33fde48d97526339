import { CV_ACCEPT } from '../../../lib/cv-upload';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useCvAttachment } from '../hooks/use-cv-attachment';

type CvFieldProps = {
  onUploadId: (uploadId: string | undefined) => void;
  /** Told when an upload starts and ends, so the form waits for it. */
  onUploadingChange: (uploading: boolean) => void;
  /** The server's word on the named upload (e.g. its bytes are not a PDF). */
  error?: string | undefined;
};

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** Issue 25 item 5: an optional CV, checked before it is sent, replaceable and removable until the form is submitted. */
export function CvField({ onUploadId, onUploadingChange, error }: CvFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const cv = useCvAttachment((uploadId) => onUploadId(uploadId));
  const message = cv.problem ?? error;
  const uploading = cv.uploading !== null;
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);
  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        CV (optional)
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        A PDF or Word (.docx) file of at most 5 MB.
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={CV_ACCEPT}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void cv.pick(file);
        }}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
      />
      <div aria-live="polite" className="text-sm">
        {cv.uploading && <p>Uploading {cv.uploading}…</p>}
        {cv.attached && !error && (
          <div className="flex flex-wrap items-center gap-3">
            <p>
              <span className="font-medium">{cv.attached.fileName}</span> ({sizeText(cv.attached.size)}) is attached. Choose another file to replace it.
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                cv.remove();
                clearInput();
              }}
            >
              Remove CV
            </Button>
          </div>
        )}
      </div>
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      )}
    </div>
  );
}
