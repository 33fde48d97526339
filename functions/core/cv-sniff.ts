import { unzipSync } from 'fflate';
import type { CvKind } from './schemas/cv';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** The entry names of a ZIP, read from its directory without inflating anything; null when it is no readable ZIP. */
const zipEntryNames = (bytes: Uint8Array): string[] | null => {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (f) => {
        names.push(f.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
};

/**
 * What the bytes are, whatever the file is called or claimed to be: a PDF
 * starts with %PDF-; a DOCX is a ZIP holding [Content_Types].xml and a word/
 * part. Anything else (an executable renamed .pdf, an .xlsx, a plain ZIP) is null.
 */
export const sniffCv = (bytes: Uint8Array): CvKind | null => {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (!startsWith(bytes, ZIP_MAGIC)) return null;
  const names = zipEntryNames(bytes);
  if (!names) return null;
  return names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/')) ? 'docx' : null;
};
