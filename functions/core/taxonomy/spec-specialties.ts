/**
 * The spec's 18 specialty names (spec core §5, scripts/seed/data/specialties.ts)
 * to the NUCC code a profile of that specialty carries: seeded and imported
 * profiles get `taxonomyCodes` from it, so a code, classification or lay-term
 * search finds them. 'Physician' (no specialty given) reads as General Practice.
 */
export const specSpecialtyCodes: Readonly<Record<string, string>> = {
  'Internal Medicine': '207R00000X',
  'Family Medicine': '207Q00000X',
  Pediatrics: '208000000X',
  'Emergency Medicine': '207P00000X',
  Anesthesiology: '207L00000X',
  OBGYN: '207V00000X',
  Psychiatry: '2084P0800X',
  Radiology: '2085R0202X',
  'General Surgery': '208600000X',
  Cardiology: '207RC0000X',
  'Orthopedic Surgery': '207X00000X',
  Ophthalmology: '207W00000X',
  Oncology: '207RX0202X',
  Gastroenterology: '207RG0100X',
  Neurology: '2084N0400X',
  Dermatology: '207N00000X',
  Urology: '208800000X',
  Physician: '208D00000X',
};

const byKey = new Map(Object.entries(specSpecialtyCodes).map(([name, code]) => [name.toLowerCase().replace(/[^a-z]/g, ''), code]));

/**
 * The codes a profile's specialty text stands for: the spec specialty's
 * code (case, spaces and 'OB/GYN' vs 'OBGYN' do not matter), else none.
 */
export const taxonomyCodesForSpecialty = (specialty: string): string[] => {
  const code = byKey.get(specialty.toLowerCase().replace(/[^a-z]/g, ''));
  return code ? [code] : [];
};
