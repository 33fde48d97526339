import { describe, expect, it } from 'vitest';
import { CsvFormatError, QuotedCsvReader } from './quoted-csv';

/** Feeds the text in chunks of `size` bytes, so every record is cut at every place once across the sizes tried. */
const parse = (text: string, size: number, only?: number[]) => {
  const reader = new QuotedCsvReader();
  if (only) reader.only(only);
  const bytes = Buffer.from(text);
  const out = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...reader.push(bytes.subarray(i, i + size)));
  out.push(...reader.end());
  return out;
};

const tricky = '"NPI","Name","Address"\n"1","O\'BRIEN, ""DOC""","1 MAIN ST\nSUITE 2"\r\n"2","","x"\n\n"3",plain,"z"';

describe('QuotedCsvReader', () => {
  it('reads quoted cells holding commas, doubled quotes and line breaks, whatever the chunk boundaries', () => {
    for (const size of [1, 2, 3, 5, 7, 64, 1 << 20]) {
      const records = parse(tricky, size);
      expect(records.map((r) => r.cells)).toEqual([
        ['NPI', 'Name', 'Address'],
        ['1', 'O\'BRIEN, "DOC"', '1 MAIN ST\nSUITE 2'],
        ['2', '', 'x'],
        ['3', 'plain', 'z'],
      ]);
      // Lines as an editor shows them: the break inside the address counts, the blank line is skipped.
      expect(records.map((r) => r.line)).toEqual([1, 3, 4, 6]);
    }
  });

  it('decodes only the columns asked for once told, and still finds the record ends past them', () => {
    const header = '"a","b","c","d"\n';
    const rest = Buffer.from('"1","2","3,\n""x""","4"\n"5","6","7","8"\n');
    for (const size of [1, 4, 1000]) {
      const reader = new QuotedCsvReader();
      const out = reader.push(Buffer.from(header));
      reader.only([1]);
      for (let i = 0; i < rest.length; i += size) out.push(...reader.push(rest.subarray(i, i + size)));
      out.push(...reader.end());
      expect(out.map((r) => r.cells)).toEqual([['a', 'b', 'c', 'd'], ['', '2'], ['', '6']]);
      expect(out.map((r) => r.line)).toEqual([1, 3, 4]);
    }
  });

  it('reads UTF-8 names cut between the bytes of one character', () => {
    expect(parse('"MÜLLER","ÉLODIE"\n', 1).map((r) => r.cells)).toEqual([['MÜLLER', 'ÉLODIE']]);
  });

  it('refuses a file that ends inside a quoted cell, naming the line', () => {
    expect(() => parse('"a","b"\n"1","open\n', 4)).toThrow(CsvFormatError);
    expect(() => parse('"a","b"\n"1","open\n', 4)).toThrow(/Line 2/);
  });
});
