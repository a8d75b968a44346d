import { deflateSync } from "node:zlib";
import { DocumentFonts, FONT_RESOURCE } from "./pdf-fonts.mjs";

/*
 * A small PDF writer that hands its bytes out as it goes: each page (its content stream and its
 * photos) is written and forgotten before the next one is laid out, so a report of thousands of
 * items with photos never holds more than one page's images. pdf-lib keeps every object until
 * `save()`, which is fine for a label sheet but not for this. Text is drawn with embedded font
 * subsets (lib/reports/pdf-fonts.mjs), written at the end once every page has named its glyphs.
 */

const CHUNK_BYTES = 64 * 1024;
const encoder = new TextEncoder();

/** A PDF number: at most three decimals, never an exponent. */
export const num = (/** @type {number} */ value) => String(Number(value.toFixed(3)));

/**
 * @typedef {{ jpeg: Uint8Array; width: number; height: number; gray: boolean }} PdfImage
 * @typedef {(bytes: Uint8Array) => Promise<void> | void} Emit
 */

export class PdfStreamWriter {
  /** @param {Emit} emit receives the file in order, in chunks of about 64 KB */
  constructor(emit) {
    this.emit = emit;
    /** @type {number[]} byte offset of each object, by number (index 0 unused) */
    this.offsets = [0];
    /** @type {number[]} */
    this.pageRefs = [];
    this.length = 0;
    /** @type {Uint8Array[]} */
    this.pending = [];
    this.pendingBytes = 0;
    // Fixed numbers for the objects written last or referred to from every page.
    this.catalogRef = this.reserve();
    this.pagesRef = this.reserve();
    this.fonts = new DocumentFonts();
    // A face's number is taken when a page first uses it; its objects are written at the end.
    /** @type {Map<import("./pdf-fonts.mjs").FaceKey, number>} */
    this.fontRefs = new Map();
    this.write(encoder.encode("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"));
  }

  reserve() {
    this.offsets.push(-1);
    return this.offsets.length - 1;
  }

  /** @param {Uint8Array} bytes */
  write(bytes) {
    this.pending.push(bytes);
    this.pendingBytes += bytes.byteLength;
    this.length += bytes.byteLength;
  }

  /** Hands the gathered bytes on once a chunk is full (or `force`). */
  async flush(force = false) {
    if (this.pendingBytes === 0 || (!force && this.pendingBytes < CHUNK_BYTES)) return;
    const chunk = new Uint8Array(this.pendingBytes);
    let at = 0;
    for (const part of this.pending) {
      chunk.set(part, at);
      at += part.byteLength;
    }
    this.pending = [];
    this.pendingBytes = 0;
    await this.emit(chunk);
  }

  /**
   * @param {number} ref
   * @param {string} dictionary
   * @param {Uint8Array} [stream]
   */
  object(ref, dictionary, stream) {
    this.offsets[ref] = this.length;
    if (!stream) {
      this.write(encoder.encode(`${ref} 0 obj\n${dictionary}\nendobj\n`));
      return;
    }
    this.write(
      encoder.encode(
        `${ref} 0 obj\n${dictionary.replace(/>>$/, `/Length ${stream.byteLength}>>`)}\nstream\n`,
      ),
    );
    this.write(stream);
    this.write(encoder.encode("\nendstream\nendobj\n"));
  }

  /**
   * One page of `width`×`height` points: its operators (compressed) and the images they name
   * `/Im0`, `/Im1`, … in the order given.
   * @param {number} width
   * @param {number} height
   * @param {string} operators
   * @param {PdfImage[]} images
   */
  async page(width, height, operators, images = []) {
    const imageRefs = images.map((image) => {
      const ref = this.reserve();
      const space = image.gray ? "/DeviceGray" : "/DeviceRGB";
      this.object(
        ref,
        `<</Type/XObject/Subtype/Image/Width ${image.width}/Height ${image.height}/ColorSpace${space}/BitsPerComponent 8/Filter/DCTDecode>>`,
        image.jpeg,
      );
      return ref;
    });
    const contentRef = this.reserve();
    this.object(contentRef, "<</Filter/FlateDecode>>", deflateSync(encoder.encode(operators)));
    const pageRef = this.reserve();
    const xobjects = imageRefs.map((ref, index) => `/Im${index} ${ref} 0 R`).join("");
    let fonts = "";
    for (const face of this.fonts.faces()) {
      let ref = this.fontRefs.get(face);
      if (ref === undefined) this.fontRefs.set(face, (ref = this.reserve()));
      fonts += `/${FONT_RESOURCE[face]} ${ref} 0 R`;
    }
    this.object(
      pageRef,
      `<</Type/Page/Parent ${this.pagesRef} 0 R/MediaBox[0 0 ${num(width)} ${num(height)}]` +
        `/Resources<</Font<<${fonts}>>/XObject<<${xobjects}>>>>` +
        `/Contents ${contentRef} 0 R>>`,
    );
    this.pageRefs.push(pageRef);
    await this.flush();
  }

  /**
   * The page tree, fonts, document information and cross-reference table; the last bytes.
   * @param {{ title: string; lang: string }} info
   */
  async finish(info) {
    for (const [face, ref] of this.fontRefs) {
      await this.fonts.write(
        face,
        ref,
        () => this.reserve(),
        (objectRef, dictionary, stream) => this.object(objectRef, dictionary, stream),
      );
    }
    const kids = this.pageRefs.map((ref) => `${ref} 0 R`).join(" ");
    this.object(this.pagesRef, `<</Type/Pages/Kids[${kids}]/Count ${this.pageRefs.length}>>`);
    this.object(this.catalogRef, `<</Type/Catalog/Pages ${this.pagesRef} 0 R/Lang${pdfString(info.lang)}>>`);
    const infoRef = this.reserve();
    const stamp = pdfDate(new Date());
    this.object(
      infoRef,
      `<</Title${pdfString(info.title)}/Creator(Cairn)/Producer(Cairn)/CreationDate(${stamp})>>`,
    );
    const xref = this.length;
    const rows = this.offsets.map((offset, ref) =>
      ref === 0 ? "0000000000 65535 f \n" : `${String(offset).padStart(10, "0")} 00000 n \n`,
    );
    this.write(
      encoder.encode(
        `xref\n0 ${this.offsets.length}\n${rows.join("")}trailer\n` +
          `<</Size ${this.offsets.length}/Root ${this.catalogRef} 0 R/Info ${infoRef} 0 R>>\nstartxref\n${xref}\n%%EOF\n`,
      ),
    );
    await this.flush(true);
    return this.pageRefs.length;
  }
}

/**
 * A text string as UTF-16BE hex (document information may hold any character).
 * @param {string} text
 */
export function pdfString(text) {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0");
  return `<${hex}>`;
}

/** @param {Date} date */
function pdfDate(date) {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}
