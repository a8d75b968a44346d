import sharp from "sharp";
import { detailLines, MAX_LABEL_NAME_CHARS, truncate } from "./label-lines.mjs";
import { escapeMarkup } from "./pango-markup.mjs";
import { qrMatrix } from "./qr-matrix.mjs";
import { rasterPng } from "./qr-png.mjs";
import { rasterizeQr, scaleToFit } from "./qr-raster.mjs";

/** A label image: 2 × 0.8 inches at 300 dpi, the size of common small label-printer labels. */
export const LABEL_WIDTH = 600;
export const LABEL_HEIGHT = 240;
const PADDING = 12;
/** The label's own white border counts toward the QR code's quiet zone. */
const QR_QUIET_MODULES = 2;
/** Short names are not blown up beyond this (10 pt type at this dpi is about 42 px). */
const MAX_TEXT_DPI = 300;
const FONT = "sans-serif 10";

/**
 * @param {string} markup
 * @param {number} width
 * @param {number} height
 * @returns {Promise<Buffer>}
 */
async function textBlock(markup, width, height) {
  /** @param {{ width: number; height?: number; dpi?: number }} size */
  const render = (size) =>
    sharp({ text: { text: markup, font: FONT, wrap: "word-char", ...size } })
      .negate({ alpha: false })
      .png()
      .toBuffer({ resolveWithObject: true });
  const fitted = await render({ width, height });
  if ((fitted.info.textAutofitDpi ?? 0) <= MAX_TEXT_DPI) return fitted.data;
  return (await render({ width, dpi: MAX_TEXT_DPI })).data;
}

/**
 * The label's QR code of `url`, as drawn on its left edge: whole pixels per module, as large as
 * the label's height allows.
 * @param {string} url
 * @returns {import("./qr-raster.mjs").Raster}
 */
export function labelQrRaster(url) {
  const matrix = qrMatrix(url);
  return rasterizeQr(matrix, scaleToFit(matrix, LABEL_HEIGHT - PADDING, QR_QUIET_MODULES), QR_QUIET_MODULES);
}

/** Where the QR code sits on the label: at the left edge, centred top to bottom. */
export const labelQrTop = (/** @type {import("./qr-raster.mjs").Raster} */ qr) =>
  Math.floor((LABEL_HEIGHT - qr.height) / 2);

/**
 * A PNG label: on the left the QR code of `url`, on the right the entity's name in bold, its asset
 * id and its location, shrunk to fit. Black on white, greyscale.
 * @param {import("./label-lines.mjs").LabelEntity} entity
 * @param {string} url
 * @returns {Promise<Buffer>}
 */
export async function labelPng(entity, url) {
  const qr = labelQrRaster(url);
  const textLeft = qr.width + PADDING;
  const lines = [
    `<b>${escapeMarkup(truncate(entity.name, MAX_LABEL_NAME_CHARS))}</b>`,
    ...detailLines(entity).map(escapeMarkup),
  ];
  const [qrImage, text] = await Promise.all([
    rasterPng(qr),
    textBlock(lines.join("\n"), LABEL_WIDTH - textLeft - PADDING, LABEL_HEIGHT - 2 * PADDING),
  ]);
  const textHeight = (await sharp(text).metadata()).height ?? 0;
  return sharp({
    create: { width: LABEL_WIDTH, height: LABEL_HEIGHT, channels: 3, background: "#ffffff" },
  })
    .composite([
      { input: qrImage, left: 0, top: labelQrTop(qr) },
      {
        input: text,
        left: textLeft,
        top: Math.max(PADDING, Math.floor((LABEL_HEIGHT - textHeight) / 2)),
      },
    ])
    .toColourspace("b-w")
    .png({ compressionLevel: 9 })
    .toBuffer();
}
