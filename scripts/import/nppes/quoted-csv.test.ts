import { describe, expect, it } from 'vitest';
import { type CsvLimits, QuotedCsvReader } from './quoted-csv';

/** Feeds the text in chunks of `size` bytes, so every record is cut at every place once across the sizes tried. */
const parse = (text: string | Buffer, size: number, only?: number[], limits?: CsvLimits) => {
  const reader = new QuotedCsvReader(limits);
  if (only) reader.only(only);
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
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

  it('counts every record\'s fields, skipped ones too, as the header check needs', () => {
    const text = '"a","b","c","d"\n"1","2","3","4"\n"5","6"\n"7","8","9,"",x","10","11"\n';
    for (const size of [1, 3, 1000]) {
      const reader = new QuotedCsvReader();
      const bytes = Buffer.from(text);
      const out = [];
      for (let i = 0; i < bytes.length; i += size) {
        out.push(...reader.push(bytes.subarray(i, i + size)));
        if (out.length && !out[0]?.problem) reader.only([1]);
      }
      out.push(...reader.end());
      expect(out.map((r) => r.columns)).toEqual([4, 4, 2, 5]);
    }
  });

  /** Issue 21 item 8: the file's own flaws reject one record each; none stops the file. */
  describe('a bad record is reported and reading goes on', () => {
    const sizes = [1, 2, 3, 5, 7, 64, 1 << 20];

    it('drops a UTF-8 BOM opening the file, whatever the chunk boundaries', () => {
      const text = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('"NPI","Name"\n"1","A"\n')]);
      for (const size of sizes) expect(parse(text, size).map((r) => r.cells), `size ${size}`).toEqual([['NPI', 'Name'], ['1', 'A']]);
    });

    it('flags a record holding bytes that are not UTF-8, and only that one', () => {
      const text = Buffer.concat([Buffer.from('"a","b"\n"1","M'), Buffer.from([0xdc]), Buffer.from('LLER"\n"2","MÜLLER"\n"3","x'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"')]);
      for (const size of sizes) {
        const records = parse(text, size);
        expect(records.map((r) => [r.line, r.problem?.kind]), `size ${size}`).toEqual([[1, undefined], [2, 'not-utf8'], [3, undefined], [4, 'not-utf8']]);
        expect(records[2]?.cells).toEqual(['2', 'MÜLLER']);
      }
    });

    it('flags a record whose decoded cell passes the cap, naming the column; cells not decoded are not measured', () => {
      const text = `"a","b","c"\n"1","${'x'.repeat(11)}","${'y'.repeat(50)}"\n"2","${'x'.repeat(10)}","${'y'.repeat(50)}"\n`;
      for (const size of sizes) {
        expect(parse(text, size, undefined, { maxCellChars: 10 }).map((r) => r.problem), `size ${size}`).toEqual([
          undefined,
          { kind: 'too-long', column: 1, max: 10 },
          { kind: 'too-long', column: 2, max: 10 },
        ]);
        // Told to decode column b only (as the importer is after the header), c's length is not the reader's business.
        const reader = new QuotedCsvReader({ maxCellChars: 10 });
        const lines = Buffer.from(text);
        const headerEnd = lines.indexOf(0x0a) + 1;
        const out = reader.push(lines.subarray(0, headerEnd));
        reader.only([1]);
        for (let i = headerEnd; i < lines.length; i += size) out.push(...reader.push(lines.subarray(i, i + size)));
        out.push(...reader.end());
        expect(out.slice(1).map((r) => r.problem), `size ${size}`).toEqual([{ kind: 'too-long', column: 1, max: 10 }, undefined]);
      }
    });

    it('rejects text after a closing quote and resumes at the next line', () => {
      const text = '"a","b"\n"1","bad"x,"y"\n"2","good"\n"3","also"bad\n"4","ok"\n';
      for (const size of sizes) {
        const records = parse(text, size);
        expect(records.map((r) => [r.line, r.problem?.kind ?? 'ok']), `size ${size}`).toEqual([[1, 'ok'], [2, 'malformed'], [3, 'ok'], [4, 'malformed'], [5, 'ok']]);
        expect(records[2]?.cells).toEqual(['2', 'good']);
      }
    });

    it('rejects a last record that ends inside a quoted cell, naming its line, instead of throwing', () => {
      for (const size of sizes) {
        const records = parse('"a","b"\n"1","open\n', size);
        expect(records.map((r) => [r.line, r.problem]), `size ${size}`).toEqual([[1, undefined], [2, { kind: 'malformed', detail: 'the file ends inside a quoted field' }]]);
      }
    });

    it('cuts a record that never ends at the next line past the size cap, so memory stays bounded', () => {
      // The quote opened in row 1 never closes: without the cap the reader would carry the rest of the file.
      const text = `"a","b"\n"1","${'z'.repeat(300)}\n${'z'.repeat(30)}\n2,after\n3,fine\n`;
      for (const size of [1, 7, 64, 1 << 20]) {
        const records = parse(text, size, undefined, { maxRecordBytes: 200 });
        expect(records.map((r) => [r.line, r.problem?.kind ?? r.cells.join('|')]), `size ${size}`).toEqual([
          [1, 'a|b'],
          [2, 'oversized'],
          [3, 'z'.repeat(30)],
          [4, '2|after'],
          [5, '3|fine'],
        ]);
      }
    });
  });
});
