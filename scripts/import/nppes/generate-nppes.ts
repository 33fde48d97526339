import { npiCheckDigit } from '../../../functions/core/npi';
import { statesWithCities } from '../../seed/data/cities';
import { NPPES_HEADER } from './nppes-header';

/**
 * Synthetic NPPES files in the real layout (330 quoted columns, the
 * documented header), for tests and the bench: never downloaded data. Names
 * and places are made up; NPIs carry valid check digits.
 */

const column = new Map(NPPES_HEADER.map((h, i) => [h, i]));

/** One row as the file writes it, from the columns named (everything else empty). */
export const nppesCells = (fields: Readonly<Record<string, string>>): string[] => {
  const cells = new Array<string>(NPPES_HEADER.length).fill('');
  for (const [name, value] of Object.entries(fields)) {
    const i = column.get(name);
    if (i === undefined) throw new Error(`Not an NPPES column: ${name}`);
    cells[i] = value;
  }
  return cells;
};

/** Every field quoted, quotes doubled, as the CMS file does. */
export const csvLine = (cells: readonly string[]): string => `"${cells.map((c) => (c.includes('"') ? c.replaceAll('"', '""') : c)).join('","')}"\n`;

export const nppesHeaderLine = (): string => csvLine(NPPES_HEADER);

export const nppesFile = (rows: readonly Readonly<Record<string, string>>[]): string => nppesHeaderLine() + rows.map((r) => csvLine(nppesCells(r))).join('');

/** A valid NPI for a number below 10^8. */
export const npiOf = (n: number): string => {
  const base = `1${String(n).padStart(8, '0')}`;
  return `${base}${npiCheckDigit(base)}`;
};

/** The columns of an individual physician; override any of them. */
export const physicianRow = (n: number, over: Readonly<Record<string, string>> = {}): Record<string, string> => ({
  NPI: npiOf(n),
  'Entity Type Code': '1',
  'Provider Last Name (Legal Name)': 'SMITH',
  'Provider First Name': 'JANE',
  'Provider Credential Text': 'M.D.',
  'Provider First Line Business Practice Location Address': '1 MAIN ST',
  'Provider Business Practice Location Address City Name': 'BOSTON',
  'Provider Business Practice Location Address State Name': 'MA',
  'Provider Business Practice Location Address Postal Code': '021151234',
  'Provider Business Practice Location Address Country Code (If outside U.S.)': 'US',
  'Provider Business Practice Location Address Telephone Number': '6175550100',
  'Provider Enumeration Date': '05/23/2005',
  'Last Update Date': '07/08/2024',
  'Provider Gender Code': 'F',
  'Healthcare Provider Taxonomy Code_1': '207RC0000X',
  'Provider License Number_1': '12345',
  'Provider License Number State Code_1': 'MA',
  'Healthcare Provider Primary Taxonomy Switch_1': 'Y',
  ...over,
});

const LAST = ['SMITH', 'NGUYEN', "O'BRIEN", 'GARCIA', 'SMITH-JONES', 'MCDONALD', 'DE LA CRUZ', 'PATEL', 'KIM', 'JOHNSON', 'MÜLLER', 'WASHINGTON'];
const FIRST = ['JANE', 'MARY-ANN', 'JOSE', 'WEI', 'AISHA', 'ROBERT', 'PRIYA', 'DAVID', 'FATIMA', 'JAMES'];
const PHYSICIAN_CODES = ['207RC0000X', '207Q00000X', '208000000X', '207P00000X', '207L00000X', '207V00000X', '2084P0800X', '2085R0202X', '208600000X', '207X00000X', '207RG0100X', '2084N0400X', '207N00000X', '208800000X'];
const OTHER_CODES = ['363L00000X', '163W00000X', '225100000X', '1223G0001X', '152W00000X', '261QM1300X'];
const places = statesWithCities.flatMap((s) => s.cities.map((c) => ({ state: s.code, city: c.name.toUpperCase(), zip3: c.zip3, area: c.areaCode })));

/** mulberry32: a tiny seeded PRNG, fast enough for a million rows. */
const prng = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * Row `n` of a generated full file, in about the real file's proportions:
 * ~23% organizations, ~60% other individual providers, ~16% physicians,
 * ~1% deactivated NPIs (all other fields blank, as CMS writes them).
 */
export const generatedRow = (n: number, seed = 1): Record<string, string> => {
  const r = prng(seed * 1_000_003 + n);
  const roll = r();
  const npi = npiOf(n);
  if (roll < 0.01) return { NPI: npi, 'NPI Deactivation Date': '03/15/2024' };
  const place = places[Math.floor(r() * places.length)] as (typeof places)[number];
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const location = {
    'Provider First Line Business Practice Location Address': `${1 + Math.floor(r() * 9000)} MAIN ST, SUITE "B"`,
    'Provider Business Practice Location Address City Name': place.city,
    'Provider Business Practice Location Address State Name': place.state,
    'Provider Business Practice Location Address Postal Code': `${place.zip3}${String(Math.floor(r() * 100)).padStart(2, '0')}1234`,
    'Provider Business Practice Location Address Country Code (If outside U.S.)': 'US',
    'Provider Business Practice Location Address Telephone Number': `${place.area}555${String(Math.floor(r() * 10000)).padStart(4, '0')}`,
    'Provider Enumeration Date': '05/23/2005',
    'Last Update Date': '07/08/2024',
  };
  if (roll < 0.24) {
    return { NPI: npi, 'Entity Type Code': '2', 'Provider Organization Name (Legal Business Name)': `${place.city} MEDICAL GROUP, LLC`, ...location, 'Healthcare Provider Taxonomy Code_1': '261QM1300X' };
  }
  const physician = roll >= 0.84;
  const codes = physician ? [pick(PHYSICIAN_CODES), ...(r() < 0.3 ? [pick(PHYSICIAN_CODES)] : [])] : [pick(OTHER_CODES)];
  const slots = Object.fromEntries(
    codes.flatMap((code, i) => [
      [`Healthcare Provider Taxonomy Code_${i + 1}`, code],
      [`Provider License Number_${i + 1}`, `L${n}-${i}`],
      [`Provider License Number State Code_${i + 1}`, i === 0 ? place.state : pick(places).state],
      [`Healthcare Provider Primary Taxonomy Switch_${i + 1}`, i === 0 ? 'Y' : 'N'],
    ]),
  );
  return {
    NPI: npi,
    'Entity Type Code': '1',
    'Provider Last Name (Legal Name)': pick(LAST),
    'Provider First Name': pick(FIRST),
    'Provider Credential Text': physician ? pick(['M.D.', 'MD', 'D.O.', 'MD, PHD']) : pick(['RN', 'NP', 'PA-C', 'DDS']),
    ...location,
    'Provider Gender Code': pick(['F', 'M']),
    ...slots,
  };
};

/** A generated file's lines, header first, for writing with backpressure. */
export function* generatedLines(count: number, seed = 1): Generator<string> {
  yield nppesHeaderLine();
  for (let n = 0; n < count; n++) yield csvLine(nppesCells(generatedRow(n, seed)));
}
