import { truncateToWidth, wrapText } from "../labels/pdf-text.mjs";
import { num } from "./pdf-stream-writer.mjs";

/** A4 in points, and the margin around everything. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lowest baseline of the body; the footer sits below it. */
export const BODY_BOTTOM = PAGE.margin + 24;

/**
 * @typedef {import("./pdf-fonts.mjs").DocumentFonts} Fonts
 * @typedef {import("./pdf-stream-writer.mjs").PdfImage} PdfImage
 */

/**
 * One page's operators and images, drawn top-down: `y` is the distance from the page's top.
 */
export class PageCanvas {
  /** @param {Fonts} fonts the document's (its writer's `fonts`) */
  constructor(fonts) {
    this.fonts = fonts;
    /** @type {string[]} */
    this.ops = [];
    /** @type {PdfImage[]} */
    this.images = [];
  }

  /**
   * @param {string} text
   * @param {{ x: number; y: number; size: number; bold?: boolean; gray?: number; width?: number; align?: "left" | "right" }} options
   *   `y` is the baseline from the top; `width` truncates with "…"; `align: right` ends at x.
   */
  text(text, { x, y, size, bold = false, gray = 0, width, align = "left" }) {
    const font = this.fonts.measure(bold);
    let shown = this.fonts.prepare(text);
    if (width !== undefined) shown = truncateToWidth(shown, font, size, width);
    if (!shown) return;
    const left = align === "right" ? x - font.widthOfTextAtSize(shown, size) : x;
    const show = this.fonts.show(shown, { bold, size: num(size), gray: num(gray) });
    this.ops.push(`${num(gray)} g BT ${num(left)} ${num(PAGE.height - y)} Td ${show}ET`);
  }

  /**
   * Wrapped lines of `text` at most `width` wide; returns how many were drawn.
   * @param {string} text
   * @param {{ x: number; y: number; size: number; width: number; leading: number; maxLines: number; bold?: boolean; gray?: number }} options
   */
  paragraph(text, { x, y, size, width, leading, maxLines, bold = false, gray = 0 }) {
    const lines = this.wrap(text, { size, width, maxLines, bold });
    lines.forEach((line, index) => this.text(line, { x, y: y + index * leading, size, bold, gray }));
    return lines.length;
  }

  /**
   * @param {string} text
   * @param {{ size: number; width: number; maxLines: number; bold?: boolean }} options
   * @returns {string[]}
   */
  wrap(text, { size, width, maxLines, bold = false }) {
    return wrapText(this.fonts.prepare(text), this.fonts.measure(bold), size, width, maxLines).lines;
  }

  /**
   * A filled rectangle; `y` is its top edge from the page's top.
   * @param {number} x @param {number} y @param {number} width @param {number} height @param {number} gray
   */
  fill(x, y, width, height, gray) {
    this.ops.push(
      `${num(gray)} g ${num(x)} ${num(PAGE.height - y - height)} ${num(width)} ${num(height)} re f`,
    );
  }

  /**
   * A stroked rectangle.
   * @param {number} x @param {number} y @param {number} width @param {number} height @param {number} gray
   */
  box(x, y, width, height, gray, lineWidth = 0.5) {
    this.ops.push(
      `${num(gray)} G ${num(lineWidth)} w ${num(x)} ${num(PAGE.height - y - height)} ${num(width)} ${num(height)} re S`,
    );
  }

  /**
   * A horizontal rule.
   * @param {number} x @param {number} y @param {number} width
   */
  rule(x, y, width, gray = 0.8, lineWidth = 0.5) {
    const at = num(PAGE.height - y);
    this.ops.push(`${num(gray)} G ${num(lineWidth)} w ${num(x)} ${at} m ${num(x + width)} ${at} l S`);
  }

  /**
   * The image fitted inside the box (aspect kept, centred, or at the top with `top`); an empty
   * frame when there is none.
   * @param {PdfImage | undefined} image
   * @param {number} x @param {number} y @param {number} width @param {number} height
   * @param {boolean} [top]
   */
  image(image, x, y, width, height, top = false) {
    if (!image) {
      this.fill(x, y, width, height, 0.95);
      this.box(x, y, width, height, 0.85);
      return;
    }
    const scale = Math.min(width / image.width, height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const left = x + (width - w) / 2;
    const bottom = PAGE.height - y - (top ? h : height - (height - h) / 2);
    const name = `/Im${this.images.length}`;
    this.images.push(image);
    this.ops.push(`q ${num(w)} 0 0 ${num(h)} ${num(left)} ${num(bottom)} cm ${name} Do Q`);
  }

  /** Raw operators in PDF coordinates (the QR code). @param {string} operators */
  raw(operators) {
    this.ops.push(operators);
  }

  /** @param {string} left @param {string} right */
  footer(left, right) {
    const y = PAGE.height - PAGE.margin + 8;
    this.rule(PAGE.margin, y - 12, CONTENT_WIDTH, 0.85);
    this.text(left, { x: PAGE.margin, y, size: 7.5, gray: 0.4, width: CONTENT_WIDTH - 80 });
    this.text(right, { x: PAGE.width - PAGE.margin, y, size: 7.5, gray: 0.4, align: "right" });
  }

  operators() {
    return this.ops.join("\n");
  }
}
