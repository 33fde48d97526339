/**
 * Real US medical and undergraduate schools for education entries, spoken
 * languages with rough shares among US physicians, and the kinds of
 * employer a physician works for, each with plausible company options from
 * spec core §9 (a solo practice is not a $1B+ company).
 */
export const medicalSchools = [
  'Harvard Medical School', 'Johns Hopkins University School of Medicine', 'Perelman School of Medicine at the University of Pennsylvania',
  'Stanford University School of Medicine', 'UCSF School of Medicine', 'David Geffen School of Medicine at UCLA',
  'Columbia University Vagelos College of Physicians and Surgeons', 'Duke University School of Medicine',
  'Washington University School of Medicine in St. Louis', 'Yale School of Medicine', 'University of Michigan Medical School',
  'Northwestern University Feinberg School of Medicine', 'NYU Grossman School of Medicine', 'Icahn School of Medicine at Mount Sinai',
  'Baylor College of Medicine', 'UT Southwestern Medical School', 'Mayo Clinic Alix School of Medicine', 'Emory University School of Medicine',
  'Vanderbilt University School of Medicine', 'University of Pittsburgh School of Medicine', 'University of Washington School of Medicine',
  'University of Chicago Pritzker School of Medicine', 'Weill Cornell Medicine', 'UNC School of Medicine',
  'Ohio State University College of Medicine', 'University of Colorado School of Medicine', 'Indiana University School of Medicine',
  'University of Florida College of Medicine', 'Tulane University School of Medicine', 'Georgetown University School of Medicine',
  'Boston University Chobanian & Avedisian School of Medicine', 'University of Miami Miller School of Medicine',
  'Keck School of Medicine of USC', 'University of Wisconsin School of Medicine and Public Health', 'University of Minnesota Medical School',
  'Medical College of Wisconsin', 'Rush Medical College', 'Sidney Kimmel Medical College at Thomas Jefferson University',
  'University of Iowa Carver College of Medicine', 'University of Utah School of Medicine', 'Oregon Health & Science University School of Medicine',
  'University of Texas Medical Branch', 'Medical University of South Carolina', 'University of Virginia School of Medicine',
] as const;

export const undergraduateSchools = [
  'University of California, Berkeley', 'University of Michigan', 'Cornell University', 'University of Texas at Austin', 'Rutgers University',
  'Boston University', 'University of Florida', 'Brown University', 'Emory University', 'University of Wisconsin-Madison',
  'Pennsylvania State University', 'University of Illinois Urbana-Champaign', 'Ohio State University', 'University of Virginia',
  'Georgia Institute of Technology', 'Tufts University', 'Rice University', 'University of Notre Dame', 'Arizona State University',
  'University of Washington', 'Northwestern University', 'Duke University', 'Stanford University', 'Harvard University',
] as const;

export const premedFields = ['Biology', 'Chemistry', 'Biochemistry', 'Neuroscience', 'Psychology', 'Biomedical Engineering', 'Public Health'] as const;
export const phdFields = ['Molecular Biology', 'Immunology', 'Neuroscience', 'Pharmacology', 'Genetics'] as const;
export const msFields = ['Epidemiology', 'Clinical Research', 'Health Informatics', 'Public Health'] as const;

/** Languages besides English, weighted by how often US physicians report speaking them. */
export const otherLanguages: ReadonlyArray<readonly [language: string, weight: number]> = [
  ['Spanish', 45], ['Hindi', 9], ['Mandarin', 7], ['Urdu', 5], ['Gujarati', 4], ['Arabic', 6],
  ['French', 6], ['Vietnamese', 4], ['Korean', 4], ['Tagalog', 4], ['Russian', 4], ['Portuguese', 3],
  ['Cantonese', 3], ['Farsi', 3],
];

export interface EmployerKind {
  readonly weight: number;
  /** `{city}`, `{last}`, `{specialty}`, `{saint}` are filled in by the generator. */
  readonly names: readonly string[];
  readonly industries: readonly string[];
  readonly sizes: readonly string[];
  readonly revenues: readonly string[];
}

export const employerKinds: readonly EmployerKind[] = [
  { weight: 30, names: ['{city} General Hospital', '{saint} Medical Center', '{city} Regional Medical Center', '{saint} Hospital'], industries: ['Hospital & Health Care'], sizes: ['500 to 999', '1000 to 4999', '5000+'], revenues: ['$100M to <$1B', '$1B+'] },
  { weight: 22, names: ['{city} Health', '{saint} Health System', '{city} Health Partners'], industries: ['Healthcare', 'Hospital & Health Care'], sizes: ['1000 to 4999', '5000+'], revenues: ['$100M to <$1B', '$1B+'] },
  { weight: 30, names: ['{last} {specialty} Associates', '{city} {specialty} Group', '{last} & {last2} Physicians', '{city} Medical Group'], industries: ['Medical Practice'], sizes: ['1 to 19', '20 to 99', '100 to 499'], revenues: ['<$1M', '$1M to <$10M', '$10M to <$50M'] },
  { weight: 10, names: ['{city} University Medical Center', '{city} Academic Health Sciences'], industries: ['Higher Education', 'Research'], sizes: ['1000 to 4999', '5000+'], revenues: ['$100M to <$1B', '$1B+'] },
  { weight: 3, names: ['{last} Clinical Research Institute', '{city} Clinical Trials Center'], industries: ['Research', 'Biotechnology'], sizes: ['20 to 99', '100 to 499'], revenues: ['$1M to <$10M', '$10M to <$50M', '$50M to <$100M'] },
  { weight: 3, names: ['{last} Therapeutics', '{last} Pharmaceuticals', '{last} Medical Devices'], industries: ['Pharmaceuticals', 'Biotechnology', 'Medical Devices'], sizes: ['100 to 499', '500 to 999', '1000 to 4999', '5000+'], revenues: ['$50M to <$100M', '$100M to <$1B', '$1B+'] },
  { weight: 2, names: ['{city} Urgent Care', '{city} Telehealth Clinic'], industries: ['Healthcare'], sizes: ['1 to 19', '20 to 99'], revenues: ['<$1M', '$1M to <$10M'] },
];

export const saints = ['St. Mary', "St. Joseph's", 'St. Luke', 'Mercy', 'Good Samaritan', 'Providence', 'Baptist', 'Presbyterian', 'Methodist', 'Sacred Heart'] as const;
