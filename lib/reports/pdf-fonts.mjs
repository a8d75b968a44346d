import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import * as fontkitModule from "@pdf-lib/fontkit";

/*
 * The report's fonts, embedded: Liberation Sans (Helvetica's metrics, so the layout is the one
 * the standard fonts gave) for Latin, Greek and Cyrillic, Droid Sans Fallback for the Chinese and
 * Japanese characters Liberation lacks, and NanumSquare for Korean (Droid has almost no Hangul).
 * Each character goes to the first face that has it. Only the glyphs a document uses are written into it (a subset per face), as CIDFontType2
 * fonts with 2-byte glyph ids (Identity-H) and a ToUnicode map, so the text stays searchable.
 * The font files are read and parsed once per process (a report worker) and kept.
 */

/** @type {{ create(bytes: Uint8Array, postscriptName?: string): any }} */
const fontkit = Reflect.get(fontkitModule, "default") ?? fontkitModule;

const FONT_DIR = new URL("./fonts/", import.meta.url);

/**
 * @typedef {"regular" | "bold" | "cjk" | "hangul"} FaceKey
 * @typedef {{ id: number; width: number }} Glyph  width in 1/1000 em
 */

/** One font file, parsed, with its glyph look-ups cached. */
class Face {
  /** @param {string} file @param {string} fallbackName */
  constructor(file, fallbackName) {
    this.bytes = readFileSync(new URL(file, FONT_DIR));
    this.font = pdfLibFontkit.create(this.bytes);
    this.name = String(this.font.postscriptName ?? fallbackName).replace(/[^A-Za-z0-9-]/g, "");
    this.scale = 1000 / this.font.unitsPerEm;
    /** @type {Map<number, Glyph | null>} */
    this.glyphs = new Map();
  }

  /** The glyph for a character, or null when the face has none. @param {number} codePoint */
  glyph(codePoint) {
    let glyph = this.glyphs.get(codePoint);
    if (glyph === undefined) {
      const found = this.font.hasGlyphForCodePoint(codePoint) ? this.font.glyphForCodePoint(codePoint) : null;
      glyph = found && found.id !== 0 ? { id: found.id, width: found.advanceWidth * this.scale } : null;
      this.glyphs.set(codePoint, glyph);
    }
    return glyph;
  }
}

/** @type {{ regular?: Face; bold?: Face; cjk?: Face; hangul?: Face }} */
const faces = {};
const regularFace = () => (faces.regular ??= new Face("LiberationSans-Regular.ttf", "LiberationSans"));
const boldFace = () => (faces.bold ??= new Face("LiberationSans-Bold.ttf", "LiberationSans-Bold"));
// Droid is 4 MB: read only when a document has a character Liberation lacks.
const cjkFace = () => (faces.cjk ??= new Face("DroidSansFallbackFull.ttf", "DroidSansFallback"));
const hangulFace = () => (faces.hangul ??= new Face("NanumSquareR.ttf", "NanumSquareR"));

/** @param {FaceKey} key */
const faceOf = (key) =>
  key === "regular" ? regularFace() : key === "bold" ? boldFace() : key === "cjk" ? cjkFace() : hangulFace();

/** Hangul jamo and syllables: NanumSquare before Droid, which has three of them. */
const isHangul = (/** @type {number} */ c) =>
  (c >= 0x1100 && c <= 0x11ff) ||
  (c >= 0x3130 && c <= 0x318f) ||
  (c >= 0xa960 && c <= 0xa97f) ||
  (c >= 0xac00 && c <= 0xd7ff);

/** Resource names on the pages. */
export const FONT_RESOURCE = /** @type {const} */ ({ regular: "F1", bold: "F2", cjk: "F3", hangul: "F4" });

/**
 * A piece of text drawn with one face.
 * @typedef {{ face: FaceKey; glyphs: Glyph[]; text: string }} Piece
 */

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const QUESTION = 0x3f;

/**
 * The fonts of one document: which glyphs it used, for its subsets. `measure(bold)` gives the
 * width function the wrapping and truncation helpers take.
 */
export class DocumentFonts {
  constructor() {
    /** @type {Map<FaceKey, { subset: any; ids: Map<number, number>; widths: number[]; unicode: string[] }>} */
    this.used = new Map();
    /** Characters no face has, drawn as "?". */
    this.missing = 0;
    this.regular = {
      widthOfTextAtSize: (/** @type {string} */ text, /** @type {number} */ size) =>
        this.width(text, false, size),
    };
    this.bold = {
      widthOfTextAtSize: (/** @type {string} */ text, /** @type {number} */ size) =>
        this.width(text, true, size),
    };
  }

  /** @param {boolean} bold */
  measure(bold) {
    return bold ? this.bold : this.regular;
  }

  /**
   * Text as it will be drawn: whitespace runs as one space, invisible format characters dropped.
   * @param {string} text
   */
  prepare(text) {
    return text.replace(IGNORABLE, "").replace(/\s+/g, " ").trim();
  }

  /**
   * The face and glyph for one character: Liberation, then Droid, then the letter without its
   * accents, and "?" for what no face has.
   * @param {number} codePoint @param {boolean} bold
   * @returns {{ face: FaceKey; glyph: Glyph; missing: boolean; char?: string }} `char`: what is drawn instead
   */
  resolve(codePoint, bold) {
    const latin = bold ? boldFace() : regularFace();
    const own = latin.glyph(codePoint);
    if (own) return { face: bold ? "bold" : "regular", glyph: own, missing: false };
    /** @type {FaceKey[]} */
    const fallbacks = isHangul(codePoint) ? ["hangul", "cjk"] : ["cjk", "hangul"];
    for (const key of fallbacks) {
      const glyph = faceOf(key).glyph(codePoint);
      if (glyph) return { face: key, glyph, missing: false };
    }
    const plain = String.fromCodePoint(codePoint).normalize("NFKD").replace(/\p{M}/gu, "");
    const base = plain.length === 1 ? latin.glyph(/** @type {number} */ (plain.codePointAt(0))) : null;
    if (base) return { face: bold ? "bold" : "regular", glyph: base, missing: false, char: plain };
    return {
      face: bold ? "bold" : "regular",
      glyph: /** @type {Glyph} */ (latin.glyph(QUESTION)),
      missing: true,
    };
  }

  /**
   * The text split into pieces by face.
   * @param {string} text @param {boolean} bold
   * @returns {Piece[]}
   */
  pieces(text, bold) {
    /** @type {Piece[]} */
    const pieces = [];
    for (const char of text) {
      const resolved = this.resolve(/** @type {number} */ (char.codePointAt(0)), bold);
      const { face, glyph, missing } = resolved;
      if (missing) this.missing += 1;
      const shown = missing ? "?" : (resolved.char ?? char);
      const last = pieces.at(-1);
      if (last && last.face === face) {
        last.glyphs.push(glyph);
        last.text += shown;
      } else pieces.push({ face, glyphs: [glyph], text: shown });
    }
    return pieces;
  }

  /** @param {string} text @param {boolean} bold @param {number} size */
  width(text, bold, size) {
    let total = 0;
    for (const char of text)
      total += this.resolve(/** @type {number} */ (char.codePointAt(0)), bold).glyph.width;
    return (total * size) / 1000;
  }

  /**
   * Text-showing operators for prepared text (inside BT … ET, after the position is set): one
   * Tf + Tj per piece. Droid and NanumSquare come without bold here: bold is filled and stroked thinly.
   * @param {string} text @param {{ bold: boolean; size: string; gray: string }} options  size and gray as PDF numbers
   */
  show(text, { bold, size, gray }) {
    let ops = "";
    for (const piece of this.pieces(text, bold)) {
      const codes = this.encode(piece);
      const fake = bold && (piece.face === "cjk" || piece.face === "hangul");
      ops += `/${FONT_RESOURCE[piece.face]} ${size} Tf `;
      ops += fake
        ? `${gray} G ${Number((Number(size) * 0.03).toFixed(3))} w 2 Tr <${codes}> Tj 0 Tr `
        : `<${codes}> Tj `;
    }
    return ops;
  }

  /**
   * The piece's glyph ids in its face's subset, as hex; the glyphs join the subset here.
   * @param {Piece} piece
   */
  encode(piece) {
    let entry = this.used.get(piece.face);
    if (!entry) {
      const face = faceOf(piece.face);
      entry = { subset: face.font.createSubset(), ids: new Map(), widths: [0], unicode: [""] };
      this.used.set(piece.face, entry);
    }
    const chars = [...piece.text];
    let hex = "";
    piece.glyphs.forEach((glyph, index) => {
      let id = entry.ids.get(glyph.id);
      if (id === undefined) {
        id = /** @type {number} */ (entry.subset.includeGlyph(glyph.id));
        entry.ids.set(glyph.id, id);
        entry.widths[id] = glyph.width;
        entry.unicode[id] = chars[index] ?? "";
      }
      hex += id.toString(16).padStart(4, "0");
    });
    return hex;
  }

  /** The faces this document has drawn with, for the pages' resources. */
  faces() {
    return [...this.used.keys()];
  }

  /**
   * The PDF objects of one used face: Type0 font at `ref`, then its CIDFont, descriptor, subset
   * font file and ToUnicode map under fresh numbers from `reserve`.
   * @param {FaceKey} key
   * @param {number} ref
   * @param {() => number} reserve
   * @param {(ref: number, dictionary: string, stream?: Uint8Array) => void} object
   */
  async write(key, ref, reserve, object) {
    const entry = this.used.get(key);
    if (!entry) return;
    const face = faceOf(key);
    const file = await subsetBytes(entry.subset);
    const tag = subsetTag(key, [...entry.ids.keys()].join(","));
    const name = `${tag}+${face.name}`;
    const [cidRef, descriptorRef, fileRef, mapRef] = [reserve(), reserve(), reserve(), reserve()];
    const f = face.font;
    const s = (/** @type {number} */ value) => Math.round(value * face.scale);
    object(fileRef, `<</Filter/FlateDecode/Length1 ${file.byteLength}>>`, deflateSync(file));
    object(
      descriptorRef,
      `<</Type/FontDescriptor/FontName/${name}/Flags ${key === "cjk" || key === "hangul" ? 4 : 32}` +
        `/FontBBox[${s(f.bbox.minX)} ${s(f.bbox.minY)} ${s(f.bbox.maxX)} ${s(f.bbox.maxY)}]` +
        `/ItalicAngle 0/Ascent ${s(f.ascent)}/Descent ${s(f.descent)}/CapHeight ${s(f.capHeight || f.ascent)}` +
        `/StemV ${key === "bold" ? 120 : 80}/FontFile2 ${fileRef} 0 R>>`,
    );
    const widths = entry.widths.map((width) => Number((width ?? 0).toFixed(3))).join(" ");
    object(
      cidRef,
      `<</Type/Font/Subtype/CIDFontType2/BaseFont/${name}` +
        `/CIDSystemInfo<</Registry(Adobe)/Ordering(Identity)/Supplement 0>>` +
        `/FontDescriptor ${descriptorRef} 0 R/DW 1000/W[0[${widths}]]/CIDToGIDMap/Identity>>`,
    );
    object(
      mapRef,
      "<</Filter/FlateDecode>>",
      deflateSync(new TextEncoder().encode(toUnicodeCMap(entry.unicode))),
    );
    object(
      ref,
      `<</Type/Font/Subtype/Type0/BaseFont/${name}/Encoding/Identity-H` +
        `/DescendantFonts[${cidRef} 0 R]/ToUnicode ${mapRef} 0 R>>`,
    );
  }
}

/** A face's font file, for pdf-lib's `embedFont` (the label sheets). @param {FaceKey} key */
export const faceBytes = (key) => faceOf(key).bytes;

/**
 * A subset's font name in PDF's "ABCDEF+Name" convention (pdf-lib would name it "Name-1234"),
 * for pdf-lib's `customName`; `seed` is what the subset is made for.
 * @param {FaceKey} key @param {string} seed
 */
export const subsetName = (key, seed) => `${subsetTag(key, seed)}+${faceOf(key).name}`;

/**
 * fontkit whose TrueType subsets pad each glyph to 4 bytes: fontkit copies glyphs as they are and
 * writes the short `loca` format (offsets halved) when the subset is small, so one glyph of odd
 * length (Droid has many) shifts every glyph after it and they draw as nothing. The reports' faces
 * are parsed with it, and pdf-lib gets it through `registerFontkit` (the label sheets).
 */
export const pdfLibFontkit = {
  /** @param {Uint8Array} bytes @param {string} [postscriptName] */
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => padGlyphs(createSubset());
    return font;
  },
};

/** @param {any} subset */
function padGlyphs(subset) {
  const addGlyph = subset._addGlyph.bind(subset);
  subset._addGlyph = (/** @type {number} */ id) => {
    const index = addGlyph(id);
    const data = subset.glyf[index];
    const pad = (4 - (data.length % 4)) % 4;
    if (pad > 0) {
      // The same (bundled) Buffer class as fontkit's, which its stream insists on.
      const padded = new data.constructor(data.length + pad).fill(0);
      padded.set(data);
      subset.glyf[index] = padded;
      subset.offset += pad;
    }
    return index;
  };
  return subset;
}

/** @param {any} subset @returns {Promise<Uint8Array>} */
function subsetBytes(subset) {
  return new Promise((resolve, reject) => {
    /** @type {Uint8Array[]} */
    const parts = [];
    const stream = subset.encodeStream();
    stream.on("data", (/** @type {Uint8Array} */ part) => parts.push(part));
    stream.on("error", reject);
    stream.on("end", () => resolve(Buffer.concat(parts)));
  });
}

/**
 * Six capital letters naming the subset (PDF's "ABCDEF+Name" convention), the same for the same glyphs.
 * @param {string} key @param {string} glyphs what the subset holds
 */
function subsetTag(key, glyphs) {
  const digest = createHash("sha256").update(`${key}:${glyphs}`).digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join("");
}

/** @param {string} text UTF-16BE hex */
const utf16Hex = (text) =>
  Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, "0")).join("");

/**
 * The map from the subset's glyph ids back to the characters they were drawn for.
 * @param {string[]} unicode by glyph id
 */
function toUnicodeCMap(unicode) {
  const rows = unicode
    .map((text, id) => (text ? `<${id.toString(16).padStart(4, "0")}> <${utf16Hex(text)}>` : ""))
    .filter(Boolean);
  const blocks = [];
  for (let at = 0; at < rows.length; at += 100) {
    const block = rows.slice(at, at + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo <</Registry (Adobe) /Ordering (UCS) /Supplement 0>> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}
