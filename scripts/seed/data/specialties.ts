/**
 * Eighteen specialties weighted roughly by active US physicians (AAMC
 * Physician Specialty Data, thousands), each with the certifying board's
 * certificate(s), what such a doctor is called, and skills they list.
 * 'Physician' is the generic label some vendor rows carry; the spec matches
 * it exactly, so a small share keeps that path exercised.
 */
export interface Specialty {
  readonly name: string;
  readonly weight: number;
  /** Certificates a board-certified physician of this specialty holds, parent board first. */
  readonly boards: readonly string[];
  readonly role: string;
  readonly skills: readonly string[];
}

export const specialties: readonly Specialty[] = [
  { name: 'Internal Medicine', weight: 120, boards: ['ABIM - Internal Medicine'], role: 'Internist', skills: ['Chronic Disease Management', 'Hospital Medicine', 'Diabetes Management', 'Hypertension', 'Preventive Care'] },
  { name: 'Family Medicine', weight: 118, boards: ['ABFM - Family Medicine'], role: 'Family Physician', skills: ['Primary Care', 'Preventive Care', 'Chronic Disease Management', "Women's Health", 'Sports Medicine'] },
  { name: 'Pediatrics', weight: 60, boards: ['ABP - Pediatrics'], role: 'Pediatrician', skills: ['Well-Child Care', 'Neonatology', 'Adolescent Medicine', 'Vaccinations', 'Developmental Screening'] },
  { name: 'Emergency Medicine', weight: 47, boards: ['ABEM - Emergency Medicine'], role: 'Emergency Physician', skills: ['Trauma Care', 'Critical Care', 'Point-of-Care Ultrasound', 'Resuscitation', 'Triage'] },
  { name: 'Anesthesiology', weight: 42, boards: ['ABA - Anesthesiology'], role: 'Anesthesiologist', skills: ['Regional Anesthesia', 'Pain Management', 'Critical Care', 'Cardiac Anesthesia', 'Airway Management'] },
  { name: 'OBGYN', weight: 42, boards: ['ABOG - Obstetrics and Gynecology'], role: 'Obstetrician-Gynecologist', skills: ['Labor and Delivery', 'Minimally Invasive Surgery', 'High-Risk Pregnancy', "Women's Health", 'Prenatal Care'] },
  { name: 'Psychiatry', weight: 38, boards: ['ABPN - Psychiatry'], role: 'Psychiatrist', skills: ['Psychopharmacology', 'Cognitive Behavioral Therapy', 'Addiction Medicine', 'Child Psychiatry', 'Telepsychiatry'] },
  { name: 'Radiology', weight: 29, boards: ['ABR - Diagnostic Radiology'], role: 'Radiologist', skills: ['MRI', 'CT', 'Interventional Radiology', 'Mammography', 'Ultrasound'] },
  { name: 'General Surgery', weight: 26, boards: ['ABS - Surgery'], role: 'General Surgeon', skills: ['Laparoscopic Surgery', 'Robotic Surgery', 'Trauma Surgery', 'Hernia Repair', 'Surgery'] },
  { name: 'Cardiology', weight: 23, boards: ['ABIM - Internal Medicine', 'ABIM - Cardiovascular Disease'], role: 'Cardiologist', skills: ['Echocardiography', 'Cardiac Catheterization', 'Heart Failure', 'Electrophysiology', 'Preventive Cardiology'] },
  { name: 'Orthopedic Surgery', weight: 19, boards: ['ABOS - Orthopaedic Surgery'], role: 'Orthopedic Surgeon', skills: ['Joint Replacement', 'Sports Medicine', 'Spine Surgery', 'Arthroscopy', 'Fracture Care'] },
  { name: 'Ophthalmology', weight: 19, boards: ['ABO - Ophthalmology'], role: 'Ophthalmologist', skills: ['Cataract Surgery', 'Glaucoma', 'Retina', 'LASIK', 'Pediatric Ophthalmology'] },
  { name: 'Oncology', weight: 16, boards: ['ABIM - Internal Medicine', 'ABIM - Medical Oncology'], role: 'Medical Oncologist', skills: ['Chemotherapy', 'Immunotherapy', 'Clinical Trials', 'Hematology', 'Palliative Care'] },
  { name: 'Gastroenterology', weight: 15, boards: ['ABIM - Internal Medicine', 'ABIM - Gastroenterology'], role: 'Gastroenterologist', skills: ['Endoscopy', 'Colonoscopy', 'Hepatology', 'Inflammatory Bowel Disease', 'ERCP'] },
  { name: 'Neurology', weight: 14, boards: ['ABPN - Neurology'], role: 'Neurologist', skills: ['Stroke Care', 'Epilepsy', 'Movement Disorders', 'EMG', 'Headache Medicine'] },
  { name: 'Dermatology', weight: 13, boards: ['ABD - Dermatology'], role: 'Dermatologist', skills: ['Mohs Surgery', 'Cosmetic Dermatology', 'Skin Cancer Screening', 'Dermatopathology', 'Laser Surgery'] },
  { name: 'Urology', weight: 10, boards: ['ABU - Urology'], role: 'Urologist', skills: ['Robotic Surgery', 'Urologic Oncology', 'Kidney Stones', 'Male Infertility', 'Endourology'] },
  { name: 'Physician', weight: 14, boards: ['ABFM - Family Medicine', 'ABIM - Internal Medicine'], role: 'Physician', skills: ['Primary Care', 'Urgent Care', 'Occupational Medicine', 'Telemedicine'] },
];

/** Skills any physician may list, next to their specialty's own. */
export const generalSkills = [
  'Patient Care', 'Clinical Research', 'Teaching', 'Leadership', 'Research', 'Public Speaking', 'Medical Education',
  'Healthcare Management', 'Telemedicine', 'Quality Improvement', 'Electronic Health Records', 'Epic Systems',
  'Patient Safety', 'Evidence-Based Medicine', 'Population Health', 'Value-Based Care',
] as const;

/** Job titles; `{role}` becomes the specialty's role name. */
export const titles: ReadonlyArray<readonly [title: string, weight: number]> = [
  ['{role}', 40], ['Attending Physician', 18], ['Staff Physician', 10], ['Medical Director', 6], ['Partner', 5],
  ['Assistant Professor', 4], ['Associate Professor', 3], ['Professor', 2], ['Chief of Staff', 1],
  ['Department Chair', 1], ['Residency Program Director', 1], ['Hospitalist', 5], ['Locum Tenens Physician', 4],
];
