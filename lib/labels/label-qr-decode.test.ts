import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { rasterizeSheetLabel } from "@/tests/support/pdf-label-raster";
import { readQrPixels } from "@/tests/support/qr-decode";
import type { LabelEntity } from "./label-entities";
import { LABEL_HEIGHT, labelPng, labelQrRaster, labelQrTop } from "./label-png.mjs";
import { SHEET_TEMPLATES } from "./sheet-templates";

/** A small seeded generator: a failure names its seed and label, and reruns the same. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(options: readonly T[]) => options[int(options.length)]!;
  const chars = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[int(alphabet.length)]).join("");
  const hex = (length: number) => chars("0123456789abcdef", length);
  const host = () =>
    pick([
      () => `${int(256)}.${int(256)}.${int(256)}.${int(256)}`,
      () => chars("abcdefghijklmnopqrstuvwxyz", 3 + int(10)),
      () =>
        Array.from({ length: 1 + int(4) }, () => chars("abcdefghijklmnopqrstuvwxyz0123456789-", 3 + int(20)))
          .map((label) => label.replace(/^-|-$/g, "x"))
          .join(".") + pick([".com", ".example.org", ".home.arpa", ".duckdns.org", ".local"]),
    ])();
  return {
    int,
    /** The page a label's QR code opens, as entityPageUrl builds it behind all sorts of hosts. */
    url: () => {
      const port = pick(["", "", `:${1 + int(65535)}`, ":7745", ":443"]);
      const prefix = pick(["", "", "/inventory", `/${chars("abcdefghijklmnopqrstuvwxyz", 2 + int(14))}`]);
      const id = `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
      return `${pick(["https", "http"])}://${host()}${port}${prefix}/entities/${id}`;
    },
    entity: (): LabelEntity => ({
      id: "x",
      name: pick(["TV", "Cordless drill", "Box of cables and adapters from the old flat", "Ünïcode ✓ 漢字"]),
      assetId: `${String(int(1000)).padStart(3, "0")}-${String(int(1000)).padStart(3, "0")}`,
      location: pick([null, "Garage", "Attic shelf 3, left side"]),
    }),
  };
}

const LABELS = 1000;
/** The white between a PNG label's code and its text. */
const LABEL_GAP = 12;

/**
 * The URLs that do not decode as Cairn's scanner reads them, nor (every tenth, for time) trying
 * harder as other ZXing-based apps do.
 */
function failures(reads: Array<{ expected: string; grey: Parameters<typeof readQrPixels>[0] }>) {
  return reads
    .filter(
      ({ expected, grey }, index) =>
        readQrPixels(grey, "scanner") !== expected ||
        (index % 10 === 0 && readQrPixels(grey, "try-harder") !== expected),
    )
    .map(({ expected }) => expected);
}

describe("every label's QR code decodes", () => {
  it(`the PNG label's code, for ${LABELS} random page URLs`, () => {
    const random = generator(16_5);
    const reads = Array.from({ length: LABELS }, () => {
      const url = random.url();
      const qr = labelQrRaster(url);
      // The code as placed on the label: at its left edge, centred, white up to where the text
      // starts (the text itself is the next test's).
      const width = qr.width + LABEL_GAP;
      const data = new Uint8Array(width * LABEL_HEIGHT).fill(255);
      const top = labelQrTop(qr);
      for (let row = 0; row < qr.height; row++) {
        data.set(qr.pixels.subarray(row * qr.width, (row + 1) * qr.width), (top + row) * width);
      }
      return { expected: url, grey: { data, width, height: LABEL_HEIGHT } };
    });
    expect(failures(reads)).toEqual([]);
  });

  it("whole PNG labels, text beside the code", async () => {
    const random = generator(16_6);
    const reads = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const url = random.url();
        const png = await labelPng(random.entity(), url);
        const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
        return { expected: url, grey: { data, width: info.width, height: info.height } };
      }),
    );
    expect(failures(reads)).toEqual([]);
  });

  it(`sheet and roll labels as printed at 300 dpi, ${LABELS} of them over every stock`, async () => {
    const random = generator(16_7);
    const templates = Object.values(SHEET_TEMPLATES);
    const reads = await Promise.all(
      Array.from({ length: LABELS }, async (_, index) => {
        const url = random.url();
        const template = templates[index % templates.length]!;
        // Text beside the code on every tenth label: drawing type is most of the time taken.
        const entity =
          index % 10 === 0 ? random.entity() : { id: "x", name: "", assetId: "", location: null };
        return { expected: url, grey: await rasterizeSheetLabel(template, entity, url, 300) };
      }),
    );
    expect(failures(reads)).toEqual([]);
    // A hang guard, not a speed check: about 7 s on two quiet cores, 22 s once with the load at 14.
  }, 60_000);
});
