/**
 * The header of the NPPES Data Dissemination file (npidata_pfile_*.csv, the
 * monthly full file and the weekly incrementals alike): 330 columns in this
 * order. Source: CMS, "NPPES Data Dissemination – Readme", Exhibit 2-1 Data
 * File Layout (https://download.cms.gov/nppes/NPI_Files.html, in each
 * download bundle), cross-checked against the header written out verbatim in
 * public loader code (GitHub code search, "Healthcare Provider Taxonomy
 * Code_1" / "Authorized Official Telephone Number"). Newer files name column
 * 42 "Provider Sex Code" instead of "Provider Gender Code"; the importer
 * finds columns by name, so either works (nppes-columns.ts).
 */
const head = [
  'NPI',
  'Entity Type Code',
  'Replacement NPI',
  'Employer Identification Number (EIN)',
  'Provider Organization Name (Legal Business Name)',
  'Provider Last Name (Legal Name)',
  'Provider First Name',
  'Provider Middle Name',
  'Provider Name Prefix Text',
  'Provider Name Suffix Text',
  'Provider Credential Text',
  'Provider Other Organization Name',
  'Provider Other Organization Name Type Code',
  'Provider Other Last Name',
  'Provider Other First Name',
  'Provider Other Middle Name',
  'Provider Other Name Prefix Text',
  'Provider Other Name Suffix Text',
  'Provider Other Credential Text',
  'Provider Other Last Name Type Code',
  'Provider First Line Business Mailing Address',
  'Provider Second Line Business Mailing Address',
  'Provider Business Mailing Address City Name',
  'Provider Business Mailing Address State Name',
  'Provider Business Mailing Address Postal Code',
  'Provider Business Mailing Address Country Code (If outside U.S.)',
  'Provider Business Mailing Address Telephone Number',
  'Provider Business Mailing Address Fax Number',
  'Provider First Line Business Practice Location Address',
  'Provider Second Line Business Practice Location Address',
  'Provider Business Practice Location Address City Name',
  'Provider Business Practice Location Address State Name',
  'Provider Business Practice Location Address Postal Code',
  'Provider Business Practice Location Address Country Code (If outside U.S.)',
  'Provider Business Practice Location Address Telephone Number',
  'Provider Business Practice Location Address Fax Number',
  'Provider Enumeration Date',
  'Last Update Date',
  'NPI Deactivation Reason Code',
  'NPI Deactivation Date',
  'NPI Reactivation Date',
  'Provider Gender Code',
  'Authorized Official Last Name',
  'Authorized Official First Name',
  'Authorized Official Middle Name',
  'Authorized Official Title or Position',
  'Authorized Official Telephone Number',
];

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

const taxonomyGroups = range(15).flatMap((i) => [
  `Healthcare Provider Taxonomy Code_${i}`,
  `Provider License Number_${i}`,
  `Provider License Number State Code_${i}`,
  `Healthcare Provider Primary Taxonomy Switch_${i}`,
]);

const otherIdentifiers = range(50).flatMap((i) => [
  `Other Provider Identifier_${i}`,
  `Other Provider Identifier Type Code_${i}`,
  `Other Provider Identifier State_${i}`,
  `Other Provider Identifier Issuer_${i}`,
]);

const tail = [
  'Is Sole Proprietor',
  'Is Organization Subpart',
  'Parent Organization LBN',
  'Parent Organization TIN',
  'Authorized Official Name Prefix Text',
  'Authorized Official Name Suffix Text',
  'Authorized Official Credential Text',
  ...range(15).map((i) => `Healthcare Provider Taxonomy Group_${i}`),
  'Certification Date',
];

export const NPPES_HEADER: readonly string[] = Object.freeze([...head, ...taxonomyGroups, ...otherIdentifiers, ...tail]);

/** The repeating taxonomy/license groups: 15 in every file version so far. */
export const NPPES_TAXONOMY_SLOTS = 15;
