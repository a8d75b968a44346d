import { writeFileSync } from "node:fs";

/** A black-and-white picture of a code: `dark(x, y)` for each module of a width × height grid. */
export type ModuleGrid = { width: number; height: number; dark: (x: number, y: number) => boolean };

/** The size of the fake camera's picture. */
export const WIDTH = 640;
export const HEIGHT = 480;
const BLACK = 16;
const WHITE = 235;
/** Chromium loops the file; a few identical frames are a still picture at 10 frames a second. */
const FRAMES = 5;

/**
 * Writes a Y4M video (the format Chromium's fake camera reads from a file) showing the code
 * centred on white (codeFrame).
 */
export function writeCodeVideo(file: string, grid: ModuleGrid, frame: CodeFrame) {
  const luma = codeFrame(grid, frame);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const picture = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => picture)]));
}

export type CodeFrame = { quietZone: number; barHeight?: number; scale?: number };

/**
 * The grey levels of one picture of the code centred on white, each module scaled to whole pixels
 * with `quietZone` white modules around it. `scale` fixes the pixels per module instead of the
 * largest that fits. `barHeight` stretches a one-row grid (a 1D barcode) into bars that many pixels tall.
 */
export function codeFrame(grid: ModuleGrid, { quietZone, barHeight, scale: fixedScale }: CodeFrame): Buffer {
  const totalWidth = grid.width + 2 * quietZone;
  const totalHeight = barHeight ? 0 : grid.height + 2 * quietZone;
  // A picture that is already made of pixels (a printed label) may be shown as it is: scale 1.
  const scale =
    fixedScale ??
    Math.floor(Math.min((WIDTH * 0.9) / totalWidth, totalHeight ? (HEIGHT * 0.9) / totalHeight : Infinity));
  if (scale < (fixedScale === undefined ? 2 : 1) || totalWidth * scale > WIDTH)
    throw new Error(`the code is too large for a ${WIDTH}×${HEIGHT} frame`);
  const codeWidth = grid.width * scale;
  const codeHeight = barHeight ?? grid.height * scale;
  const left = Math.floor((WIDTH - codeWidth) / 2);
  const top = Math.floor((HEIGHT - codeHeight) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let y = 0; y < codeHeight; y++) {
    const row = barHeight ? 0 : Math.floor(y / scale);
    for (let x = 0; x < codeWidth; x++) {
      if (grid.dark(Math.floor(x / scale), row)) luma[(top + y) * WIDTH + left + x] = BLACK;
    }
  }
  return luma;
}
