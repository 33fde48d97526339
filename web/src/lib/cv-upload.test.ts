import { CV_MAX_BYTES, CV_REFUSED } from '@core/schemas/cv';
import { describe, expect, it } from 'vitest';
import { cvFileProblem } from './cv-upload';

const file = (name: string, size: number) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('cvFileProblem', () => {
  it('accepts a PDF or a DOCX of at most 5 MB, whatever the case of the extension', () => {
    expect(cvFileProblem(file('cv.pdf', 1000))).toBeNull();
    expect(cvFileProblem(file('CV.DOCX', CV_MAX_BYTES))).toBeNull();
  });
  it('refuses other types, empty files and files over 5 MB before anything is sent', () => {
    expect(cvFileProblem(file('cv.doc', 1000))).toBe(CV_REFUSED);
    expect(cvFileProblem(file('cv.pdf.exe', 1000))).toBe(CV_REFUSED);
    expect(cvFileProblem(file('cv.pdf', 0))).toBe(CV_REFUSED);
    expect(cvFileProblem(file('cv.pdf', CV_MAX_BYTES + 1))).toBe(CV_REFUSED);
  });
});
