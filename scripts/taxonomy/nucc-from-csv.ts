import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/**
 * Regenerates functions/core/taxonomy/nucc-physicians.json from NUCC's CSV
 * (https://www.nucc.org/images/stories/CSV/nucc_taxonomy_<version>.csv):
 *
 *   npx tsx scripts/taxonomy/nucc-from-csv.ts nucc_taxonomy_250.csv 25.0 > functions/core/taxonomy/nucc-physicians.json
 *
 * Keeps the grouping "Allopathic & Osteopathic Physicians" and the columns
 * the product reads, one code a line so a release's diff reads as a list of
 * codes added, renamed or removed.
 */
const GROUPING = 'Allopathic & Osteopathic Physicians';

type Row = Record<string, string>;

export const physicianRows = (csv: string) =>
  (parse(csv, { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Row[])
    .filter((r) => r.Grouping === GROUPING)
    .map((r) => ({ code: r.Code ?? '', classification: r.Classification ?? '', specialization: r.Specialization ?? '', displayName: r['Display Name'] ?? '' }));

export const taxonomyJson = (csv: string, version: string, file: string): string => {
  const rows = physicianRows(csv);
  const head = { version, source: `NUCC Health Care Provider Taxonomy code set, ${file} (https://www.nucc.org/images/stories/CSV/${file}), grouping "${GROUPING}"`, grouping: GROUPING };
  const lines = rows.map((r) => `  ${JSON.stringify(r)}`);
  return `${JSON.stringify(head).slice(0, -1)}, "codes": [\n${lines.join(',\n')}\n]}\n`;
};

// Run only as a script, never when a test imports the functions above.
if (process.argv[1]?.endsWith('nucc-from-csv.ts')) {
  const [, , path, version] = process.argv;
  if (!path || !version) {
    process.stderr.write('usage: tsx scripts/taxonomy/nucc-from-csv.ts <nucc_taxonomy_NNN.csv> <version>\n');
    process.exit(2);
  }
  process.stdout.write(taxonomyJson(readFileSync(path, 'utf8'), version, path.split('/').pop() ?? path));
}
