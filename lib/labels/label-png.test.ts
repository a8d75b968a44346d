import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeQr } from "@/tests/support/qr-decode";
import { LABEL_HEIGHT, LABEL_WIDTH, labelPng } from "./label-png.mjs";

const url = "https://stuff.example.com/entities/3f0c2b9e-8a53-4c36-9d7a-1a1d2b3c4d5e";

describe("label PNG", () => {
  it("carries a QR code of the URL beside the text, for short and very long names", async () => {
    for (const name of ["TV", `Cordless drill ${"with a very long name ".repeat(12)}`, "<b>&amp; ✓ 漢字"]) {
      const png = await labelPng({ id: "x", name, assetId: "000-042", location: "Garage" }, url);
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: "png", width: LABEL_WIDTH, height: LABEL_HEIGHT });
      expect(await decodeQr(png)).toBe(url);
      if (process.env.LABEL_PREVIEW_DIR) {
        await sharp(png).toFile(`${process.env.LABEL_PREVIEW_DIR}/label-${name.length}.png`);
      }
    }
  });

  it("prints text: the right half of the label is not blank", async () => {
    const png = await labelPng({ id: "x", name: "Toolbox", assetId: "", location: null }, url);
    const { data, info } = await sharp(png)
      .extract({ left: LABEL_WIDTH / 2, top: 0, width: LABEL_WIDTH / 2, height: LABEL_HEIGHT })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const dark = data.filter((value) => value < 128).length;
    expect(dark / (info.width * info.height)).toBeGreaterThan(0.01);
  });
});
