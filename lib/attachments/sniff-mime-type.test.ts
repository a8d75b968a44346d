import { describe, expect, it } from "vitest";
import { MimeSniffer, sniffMimeType } from "./sniff-mime-type";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("sniffMimeType", () => {
  it("knows the magic numbers", () => {
    expect(sniffMimeType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe("image/jpeg");
    expect(sniffMimeType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffMimeType(text("GIF89a\u0001\u0000"))).toBe("image/gif");
    expect(sniffMimeType(text("RIFF\u0010\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
    expect(sniffMimeType(text("\u0000\u0000\u0000\u0018ftypheic\u0000\u0000"))).toBe("image/heic");
    expect(sniffMimeType(text("\u0000\u0000\u0000\u0018ftypmif1\u0000\u0000"))).toBe("image/heif");
    expect(sniffMimeType(text("%PDF-1.7\n%âãÏÓ"))).toBe("application/pdf");
    expect(sniffMimeType(bytes(0x50, 0x4b, 0x03, 0x04, 20, 0))).toBe("application/zip");
  });

  it("calls valid UTF-8 without NUL bytes text, whatever it looks like", () => {
    expect(sniffMimeType(text("hello, wörld ✓"))).toBe("text/plain");
    expect(sniffMimeType(text("<html><script>alert(1)</script></html>"))).toBe("text/plain");
    expect(sniffMimeType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("text/plain");
    expect(sniffMimeType(new Uint8Array())).toBe("text/plain");
  });

  it("falls back to application/octet-stream for binary data", () => {
    expect(sniffMimeType(text("text with a \u0000 NUL"))).toBe("application/octet-stream");
    expect(sniffMimeType(bytes(0xc3, 0x28))).toBe("application/octet-stream");
    expect(sniffMimeType(bytes(0x41, 0xe2, 0x82))).toBe("application/octet-stream"); // cut sequence
  });

  it("gives the same answer chunk by chunk, even with a character split across chunks", () => {
    const content = text("grüße ✓ ".repeat(100));
    const sniffer = new MimeSniffer();
    for (let start = 0; start < content.length; start += 7)
      sniffer.update(content.subarray(start, start + 7));
    expect(sniffer.result()).toBe("text/plain");

    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);
    const split = new MimeSniffer();
    for (const byte of png) split.update(bytes(byte));
    expect(split.result()).toBe("image/png");
  });
});
