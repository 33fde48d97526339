/**
 * The vendor columns of spec core §3 (`candidates` table) and the optional
 * extras some vendors deliver, keyed by the field each one fills. Headers
 * match case-insensitively, trimmed, and ignoring spaces, underscores and
 * hyphens, so 'Company industry', 'company_industry' and 'COMPANYINDUSTRY'
 * are the same column.
 */
export const vendorColumns = {
  firstName: 'Contactfirstname',
  lastName: 'Contactlastname',
  title: 'Contacttitle',
  specialty: 'specialty',
  companyName: 'Companyname',
  companySize: 'Companyemployees',
  companyRevenue: 'Companyrevenuerange',
  companyIndustry: 'Company industry',
  skills: 'Contactskills',
  education: 'Contacteducation',
  city: 'Contactcity',
  state: 'Contactstate',
  location: 'location',
  personalEmail: 'Personalemail',
  workEmail: 'Contactemail',
  phone: 'Contactphone',
  directDial: 'Directdialphone',
  linkedinUrl: 'Contactlinkedinurl',
  npi: 'NPI',
  zip: 'Zip',
  languages: 'Languages',
  licenseStates: 'Licensestates',
  boardCertifications: 'Boardcertifications',
  graduationYear: 'Graduationyear',
} as const;

export type Field = keyof typeof vendorColumns;
export type VendorRow = Record<Field, string>;

export const requiredFields: readonly Field[] = ['firstName', 'lastName', 'specialty', 'city', 'state'];

const normalise = (header: string): string => header.trim().toLowerCase().replace(/[\s_-]+/g, '');

const byNormalisedName = new Map(Object.entries(vendorColumns).map(([field, column]) => [normalise(column), field as Field]));

export interface HeaderMapping {
  /** Cell index of each field found; the first of duplicate columns wins. */
  readonly index: ReadonlyMap<Field, number>;
  /** Headers that are not vendor columns (the spec's `id` among them: ids are derived here), and repeats of one. */
  readonly ignored: readonly string[];
  readonly missingRequired: readonly Field[];
}

export const mapHeader = (header: readonly string[]): HeaderMapping => {
  const index = new Map<Field, number>();
  const ignored: string[] = [];
  header.forEach((name, i) => {
    const field = byNormalisedName.get(normalise(name));
    if (!field || index.has(field)) ignored.push(name.trim());
    else index.set(field, i);
  });
  return { index, ignored: ignored.filter(Boolean), missingRequired: requiredFields.filter((f) => !index.has(f)) };
};

/** One CSV record as trimmed text per field; absent columns and short rows read as ''. */
export const rowOf = (cells: readonly string[], mapping: HeaderMapping): VendorRow => {
  const row = {} as VendorRow;
  for (const field of Object.keys(vendorColumns) as Field[]) {
    const i = mapping.index.get(field);
    row[field] = i === undefined ? '' : (cells[i] ?? '').trim();
  }
  return row;
};
