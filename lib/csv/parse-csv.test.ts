import { describe, expect, it } from "vitest";
import {
  csvRecordBatchesOfChunks,
  csvRecordsOfChunks,
  CsvLimitError,
  CsvSyntaxError,
  decodeUtf8,
  detectDelimiter,
  parseCsv,
  type CsvRecord,
} from "./parse-csv";

const limits = { maxColumns: 1000, maxCellLength: 10_000, maxRecords: 1000 };
const parse = (text: string, delimiter: "," | "\t" = ",") => parseCsv(text, { delimiter, ...limits });
const cells = (text: string, delimiter: "," | "\t" = ",") =>
  parse(text, delimiter).map((record) => record.cells);

describe("parseCsv", () => {
  it("splits plain records on LF, CRLF and lone CR", () => {
    expect(cells("a,b\n1,2\r\n3,4\r5,6")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  it("reads quoted cells with delimiters, doubled quotes and line breaks", () => {
    expect(cells('name,notes\n"Drill, cordless","say ""hi""\nsecond line"\n')).toEqual([
      ["name", "notes"],
      ["Drill, cordless", 'say "hi"\nsecond line'],
    ]);
  });

  it("keeps empty cells, including a trailing one", () => {
    expect(cells("a,,c\n,,\nx,")).toEqual([
      ["a", "", "c"],
      ["", "", ""],
      ["x", ""],
    ]);
  });

  it("skips blank lines and reports the line each record starts on", () => {
    const records = parse('h1,h2\n\n"multi\nline",x\nlast,y\n');
    expect(records.map((record) => record.line)).toEqual([1, 3, 5]);
  });

  it("reads tab-separated text", () => {
    expect(cells('HB.name\tHB.notes\nLamp\t"a\tb"', "\t")).toEqual([
      ["HB.name", "HB.notes"],
      ["Lamp", "a\tb"],
    ]);
  });

  it("keeps a quote inside an unquoted cell as written", () => {
    expect(cells('12" ruler,x')).toEqual([['12" ruler', "x"]]);
  });

  it("refuses an unterminated quote and text after a closing quote", () => {
    expect(() => parse('a,b\n"open,2\n')).toThrow(CsvSyntaxError);
    expect(() => parse('a,b\n"open,2\n')).toThrow(/line 2/);
    expect(() => parse('"closed"x,2')).toThrow(CsvSyntaxError);
  });

  it("enforces the column, cell and record limits early", () => {
    const wide = "a,".repeat(1_000_000);
    expect(() => parse(wide)).toThrow(CsvLimitError);
    expect(() => parseCsv("x".repeat(20), { delimiter: ",", ...limits, maxCellLength: 10 })).toThrow(
      /longer than 10/,
    );
    expect(() => parseCsv(`"${"x".repeat(20)}"`, { delimiter: ",", ...limits, maxCellLength: 10 })).toThrow(
      CsvLimitError,
    );
    expect(() => parseCsv("a\nb\nc\n", { delimiter: ",", ...limits, maxRecords: 2 })).toThrow(CsvLimitError);
  });

  it("gives no records for empty text", () => {
    expect(parse("")).toEqual([]);
    expect(parse("\n\r\n")).toEqual([]);
  });
});

describe("detectDelimiter", () => {
  it("decides by the header line", () => {
    expect(detectDelimiter("HB.name\tHB.notes\na,b,c,d")).toBe("\t");
    expect(detectDelimiter("HB.name,HB.notes\n\t\t\t")).toBe(",");
    expect(detectDelimiter("HB.name")).toBe(",");
  });
});

describe("decodeUtf8", () => {
  it("drops a byte order mark and refuses invalid UTF-8", () => {
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe("a");
    expect(decodeUtf8(Buffer.from("Größe ✓"))).toBe("Größe ✓");
    expect(decodeUtf8(new Uint8Array([0x61, 0xff, 0x62]))).toBeUndefined();
  });
});

/** The records (or the error) of `text` read whole, and read in pieces of `size` characters. */
function outcome(read: () => CsvRecord[]): unknown {
  try {
    return read();
  } catch (error) {
    return { error: (error as Error).name, message: (error as Error).message };
  }
}

async function outcomeOfChunks(text: string, size: number, options: typeof limits): Promise<unknown> {
  async function* pieces() {
    for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
  }
  try {
    const records: CsvRecord[] = [];
    for await (const record of csvRecordsOfChunks(pieces(), { delimiter: ",", ...options }))
      records.push(record);
    return records;
  } catch (error) {
    return { error: (error as Error).name, message: (error as Error).message };
  }
}

describe("csvRecordsOfChunks", () => {
  const small = { maxColumns: 4, maxCellLength: 12, maxRecords: 5 };
  const texts = [
    'a,b\r\n"x,""y""\r\nz",\n\n1,2\r3,4\r\n',
    'a,"b"\r',
    "a,b,\r\n,\n",
    '"open\nnever closed',
    '"a" b\n',
    '"this one is far too long\nand closed",x\n',
    '"this one is far too long and never closed',
    "a,b,c,d,e\n",
    "plain cell much longer than twelve\n",
    "1\n2\n3\n4\n5\n6\n",
    "",
  ];

  it("gives what parseCsv gives, however the text is cut", async () => {
    for (const text of texts) {
      const whole = outcome(() => parseCsv(text, { delimiter: ",", ...small }));
      for (let size = 1; size <= text.length + 1; size++) {
        expect(
          await outcomeOfChunks(text, size, small),
          `${JSON.stringify(text)} in pieces of ${size}`,
        ).toEqual(whole);
      }
    }
  });
});

describe("csvRecordBatchesOfChunks", () => {
  async function* pieces(text: string, size: number) {
    for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
  }

  it("hands out each piece's complete records together, in order", async () => {
    const batches: CsvRecord[][] = [];
    for await (const batch of csvRecordBatchesOfChunks(pieces("a,b\nc,d\ne,f\ng,h\n", 9), {
      delimiter: ",",
      ...limits,
    }))
      batches.push(batch);
    expect(batches.map((batch) => batch.map((record) => record.cells.join("")))).toEqual([
      ["ab", "cd"],
      ["ef", "gh"],
    ]);
  });

  it("hands out the records before an error, then throws it", async () => {
    const text = 'a\nb\n"c\n';
    const seen: string[] = [];
    const reading = (async () => {
      for await (const batch of csvRecordBatchesOfChunks(pieces(text, text.length), {
        delimiter: ",",
        ...limits,
      }))
        for (const record of batch) seen.push(record.cells[0]!);
    })();
    await expect(reading).rejects.toBeInstanceOf(CsvSyntaxError);
    expect(seen).toEqual(["a", "b"]);
  });
});
