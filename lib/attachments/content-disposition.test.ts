import { describe, expect, it } from "vitest";
import { contentDisposition, downloadFileName } from "./content-disposition";

describe("contentDisposition", () => {
  it("shows images and PDF inline, everything else as a download", () => {
    expect(contentDisposition("photo.jpg", "image/jpeg")).toMatch(/^inline; /);
    expect(contentDisposition("manual.pdf", "application/pdf")).toMatch(/^inline; /);
    for (const type of ["text/html", "image/svg+xml", "text/plain", "application/octet-stream"]) {
      expect(contentDisposition("x", type)).toMatch(/^attachment; /);
    }
  });

  it("is a single safe header line for any name", () => {
    for (const name of [
      "../../x",
      'a"b\\c',
      "line\r\nSet-Cookie: x=1",
      "Größe ✓ 写真.png",
      "%41;b",
      "'()*",
    ]) {
      const header = contentDisposition(name, "image/png");
      expect(header).not.toMatch(/[\r\n]/);
      expect(header).toMatch(
        /^inline; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/,
      );
      const fallback = /filename="([^"]*)"/.exec(header)![1]!;
      expect(fallback).not.toMatch(/["\\/]/);
    }
  });

  it("keeps the exact name in filename*", () => {
    const header = contentDisposition("Größe ✓ 写真.png", "image/png");
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(decodeURIComponent(encoded)).toBe("Größe ✓ 写真.png");
  });
});

describe("downloadFileName", () => {
  it("drops directories and leading dots, and adds a missing extension", () => {
    expect(downloadFileName("../../x", "text/plain")).toBe("x.txt");
    expect(downloadFileName("..\\..\\evil.pdf", "application/pdf")).toBe("evil.pdf");
    expect(downloadFileName("..", "application/octet-stream")).toBe("download");
    expect(downloadFileName("Receipt", "image/jpeg")).toBe("Receipt.jpg");
  });
});
