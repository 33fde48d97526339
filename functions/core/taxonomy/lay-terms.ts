/**
 * Lay and abbreviated names a recruiter types, mapped to NUCC physician
 * classifications (every code of the classification) and/or single codes.
 * No zod, no data file: the web reads `layTermNames` for suggestions.
 * Keys are matched after `termKey` (case, spaces, punctuation and '&'/'and'
 * do not matter), so 'OB/GYN', 'ob-gyn' and 'obgyn' are one entry.
 */
export type LayTerm = {
  readonly term: string;
  readonly classifications?: readonly string[];
  readonly codes?: readonly string[];
};

const CARDIOLOGY = ['207RC0000X', '207RI0011X', '207RC0001X', '207RA0001X', '207RA0002X', '2080P0202X'] as const;
const ONCOLOGY = ['207RX0202X', '207RH0003X', '207VX0201X', '2086X0206X', '2085R0001X', '2080P0207X'] as const;
const GASTRO = ['207RG0100X', '2080P0206X'] as const;
const NEUROLOGY = ['2084N0400X', '2084N0402X', '2084V0102X', '2084E0001X', '2084A2900X', '2084B0040X', '2084N0600X'] as const;
const PSYCHIATRY = ['2084P0800X', '2084P0804X', '2084P0805X', '2084P0802X', '2084F0202X', '2084P0015X'] as const;
const PRIMARY_CARE = ['207Q00000X', '207R00000X', '208D00000X', '208000000X'] as const;

export const layTerms: readonly LayTerm[] = [
  { term: 'heart doctor', codes: CARDIOLOGY },
  { term: 'cardiologist', codes: CARDIOLOGY },
  { term: 'cardiology', codes: CARDIOLOGY },
  { term: 'OB/GYN', classifications: ['Obstetrics & Gynecology'] },
  { term: 'obstetrician', classifications: ['Obstetrics & Gynecology'] },
  { term: 'gynecologist', classifications: ['Obstetrics & Gynecology'] },
  { term: 'ENT', classifications: ['Otolaryngology'] },
  { term: 'ear nose and throat', classifications: ['Otolaryngology'] },
  { term: 'GI', codes: GASTRO },
  { term: 'gastroenterologist', codes: GASTRO },
  { term: 'peds', classifications: ['Pediatrics'] },
  { term: 'pediatrician', classifications: ['Pediatrics'] },
  { term: 'ortho', classifications: ['Orthopaedic Surgery'] },
  { term: 'orthopedics', classifications: ['Orthopaedic Surgery'] },
  { term: 'orthopedic surgery', classifications: ['Orthopaedic Surgery'] },
  { term: 'orthopedic surgeon', classifications: ['Orthopaedic Surgery'] },
  { term: 'anesthesia', classifications: ['Anesthesiology'] },
  { term: 'anesthesiologist', classifications: ['Anesthesiology'] },
  { term: 'ER doc', classifications: ['Emergency Medicine'] },
  { term: 'ER doctor', classifications: ['Emergency Medicine'] },
  { term: 'ER', classifications: ['Emergency Medicine'] },
  { term: 'ED', classifications: ['Emergency Medicine'] },
  { term: 'emergency physician', classifications: ['Emergency Medicine'] },
  { term: 'derm', classifications: ['Dermatology'] },
  { term: 'dermatologist', classifications: ['Dermatology'] },
  { term: 'skin doctor', classifications: ['Dermatology'] },
  { term: 'psych', codes: PSYCHIATRY },
  { term: 'psychiatrist', codes: PSYCHIATRY },
  { term: 'neuro', codes: NEUROLOGY },
  { term: 'neurologist', codes: NEUROLOGY },
  { term: 'neurosurgeon', classifications: ['Neurological Surgery'] },
  { term: 'neurosurgery', classifications: ['Neurological Surgery'] },
  { term: 'onc', codes: ONCOLOGY },
  { term: 'oncology', codes: ONCOLOGY },
  { term: 'oncologist', codes: ONCOLOGY },
  { term: 'cancer doctor', codes: ONCOLOGY },
  { term: 'heme onc', codes: ['207RH0003X', '207RH0000X', '207RX0202X', '2080P0207X'] },
  { term: 'rheum', codes: ['207RR0500X', '2080P0216X'] },
  { term: 'rheumatologist', codes: ['207RR0500X', '2080P0216X'] },
  { term: 'uro', classifications: ['Urology'] },
  { term: 'urologist', classifications: ['Urology'] },
  { term: 'rads', classifications: ['Radiology'] },
  { term: 'radiologist', classifications: ['Radiology'] },
  { term: 'IR', codes: ['2085R0204X'] },
  { term: 'hospitalist', classifications: ['Hospitalist'] },
  { term: 'PCP', codes: PRIMARY_CARE },
  { term: 'primary care', codes: PRIMARY_CARE },
  { term: 'primary care physician', codes: PRIMARY_CARE },
  { term: 'family doctor', classifications: ['Family Medicine'] },
  { term: 'FP', classifications: ['Family Medicine'] },
  { term: 'internist', classifications: ['Internal Medicine'] },
  { term: 'IM', classifications: ['Internal Medicine'] },
  { term: 'general surgery', codes: ['208600000X'] },
  { term: 'general surgeon', codes: ['208600000X'] },
  { term: 'gen surg', codes: ['208600000X'] },
  { term: 'eye doctor', classifications: ['Ophthalmology'] },
  { term: 'ophthalmologist', classifications: ['Ophthalmology'] },
  { term: 'optho', classifications: ['Ophthalmology'] },
  { term: 'pulm', codes: ['207RP1001X', '2080P0214X'] },
  { term: 'pulmonologist', codes: ['207RP1001X', '2080P0214X'] },
  { term: 'lung doctor', codes: ['207RP1001X', '2080P0214X'] },
  { term: 'pulmonary critical care', codes: ['207RP1001X', '207RC0200X'] },
  { term: 'ICU', codes: ['207RC0200X', '207LC0200X', '2086S0102X', '2080P0203X', '2084A2900X', '207VC0200X'] },
  { term: 'intensivist', codes: ['207RC0200X', '207LC0200X', '2086S0102X', '2080P0203X', '2084A2900X', '207VC0200X'] },
  { term: 'nephro', codes: ['207RN0300X', '2080P0210X'] },
  { term: 'nephrologist', codes: ['207RN0300X', '2080P0210X'] },
  { term: 'kidney doctor', codes: ['207RN0300X', '2080P0210X'] },
  { term: 'endo', codes: ['207RE0101X', '2080P0205X'] },
  { term: 'endocrinologist', codes: ['207RE0101X', '2080P0205X'] },
  { term: 'ID', codes: ['207RI0200X', '2080P0208X'] },
  { term: 'infectious disease', codes: ['207RI0200X', '2080P0208X'] },
  { term: 'allergist', classifications: ['Allergy & Immunology'] },
  { term: 'path', classifications: ['Pathology'] },
  { term: 'pathologist', classifications: ['Pathology'] },
  { term: 'PM&R', classifications: ['Physical Medicine & Rehabilitation'] },
  { term: 'physiatrist', classifications: ['Physical Medicine & Rehabilitation'] },
  { term: 'plastics', classifications: ['Plastic Surgery'] },
  { term: 'plastic surgeon', classifications: ['Plastic Surgery'] },
  { term: 'CT surgery', classifications: ['Thoracic Surgery (Cardiothoracic Vascular Surgery)'] },
  { term: 'cardiothoracic surgeon', classifications: ['Thoracic Surgery (Cardiothoracic Vascular Surgery)'] },
  { term: 'heart surgeon', classifications: ['Thoracic Surgery (Cardiothoracic Vascular Surgery)'] },
  { term: 'vascular surgeon', codes: ['2086S0129X'] },
  { term: 'neonatologist', codes: ['2080N0001X'] },
  { term: 'NICU', codes: ['2080N0001X'] },
  { term: 'geriatrician', codes: ['207RG0300X', '207QG0300X'] },
  { term: 'palliative care', codes: ['207RH0002X', '207QH0002X', '2080H0002X', '207LH0002X', '207PH0002X', '207VH0002X', '2081H0002X', '2084H0002X', '2085H0002X', '2086H0002X'] },
  { term: 'pain management', codes: ['208VP0000X', '208VP0014X', '207LP2900X', '2081P2900X', '2084P2900X'] },
  { term: 'sleep doctor', codes: ['207RS0012X', '207QS1201X', '2080S0012X', '207YS0012X', '2084S0012X'] },
  { term: 'sports medicine doctor', codes: ['207QS0010X', '207RS0010X', '207PS0010X', '207XX0005X', '2080S0010X', '2081S0010X', '2083S0010X', '2084S0010X', '204C00000X'] },
  { term: 'MFM', codes: ['207VM0101X'] },
  { term: 'REI', codes: ['207VE0102X'] },
  { term: 'fertility doctor', codes: ['207VE0102X'] },
];

/** The comparison key: case, spacing, punctuation and '&' vs 'and' do not matter. */
export const termKey = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The lay terms as written, for suggestion lists. */
export const layTermNames: readonly string[] = layTerms.map((t) => t.term);
