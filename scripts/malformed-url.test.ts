import { describe, expect, it } from "vitest";
import { hasMalformedPath } from "./malformed-url.mjs";

describe("hasMalformedPath", () => {
  it("flags percent-escapes that are not UTF-8", () => {
    for (const url of [
      "/api/v1/tags/%",
      "/api/v1/tags/%ZZ",
      "/x/%FF",
      "/x/%C0%AF",
      "/x/%E0%A4%A",
      "/x/%ED%A0%80?a=1",
    ]) {
      expect(hasMalformedPath(url), url).toBe(true);
    }
  });

  it("passes well-formed paths, whatever the query string holds", () => {
    for (const url of [
      "/",
      "/api/v1/tags/abc",
      "/x/%C3%A9%20y",
      "/x/%F0%9F%98%80",
      "/x?q=%FF",
      "/x?q=%",
      undefined,
    ]) {
      expect(hasMalformedPath(url), String(url)).toBe(false);
    }
  });
});
