import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { cvFileProblem, uploadCv } from '../../../lib/cv-upload';

export type CvAttachment = { fileName: string; size: number };

const TICKET_PATH = '/api/submissions/cv-uploads';

/**
 * The resume form's CV: a picked file is checked at once (type, size), then
 * sent straight to the private bucket; `onUploadId` gets its id, or undefined
 * while none is attached. Picking again replaces it; a later pick wins over
 * an upload still running.
 */
export const useCvAttachment = (onUploadId: (uploadId: string | undefined) => void) => {
  const [attached, setAttached] = useState<CvAttachment | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef(0);

  const pick = async (file: File) => {
    const refused = cvFileProblem(file);
    // A refused file changes nothing: a CV attached before stays attached.
    if (refused) return setProblem(refused);
    const mine = ++attempt.current;
    setProblem(null);
    setAttached(null);
    setUploading(file.name);
    onUploadId(undefined);
    try {
      const uploadId = await uploadCv(file, TICKET_PATH);
      if (mine !== attempt.current) return;
      setAttached({ fileName: file.name, size: file.size });
      onUploadId(uploadId);
    } catch (error) {
      if (mine !== attempt.current) return;
      setProblem(error instanceof ApiError ? error.message : 'The file could not be sent. Please try again.');
    } finally {
      if (mine === attempt.current) setUploading(null);
    }
  };

  const remove = () => {
    attempt.current++;
    setAttached(null);
    setUploading(null);
    setProblem(null);
    onUploadId(undefined);
  };

  return { attached, uploading, problem, pick, remove };
};
