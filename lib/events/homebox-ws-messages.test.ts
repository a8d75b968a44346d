import { describe, expect, it } from "vitest";
import {
  hasSessionCookie,
  homeboxEventNames,
  homeboxFrames,
  isForeignOrigin,
  protocolToken,
  takeSseEventTypes,
} from "./homebox-ws-messages.mjs";

describe("HomeBox event socket messages", () => {
  it("names both the 0.26+ and the older HomeBox events for each change", () => {
    expect(homeboxEventNames("entity.updated")).toEqual([
      "entity.mutation",
      "item.mutation",
      "location.mutation",
    ]);
    expect(homeboxEventNames("entities.imported")).toContain("item.mutation");
    expect(homeboxEventNames("tag.merged")).toEqual(["tag.mutation", "label.mutation"]);
    expect(homeboxEventNames("attachment.created")).toEqual(["entity.mutation", "item.mutation"]);
    expect(homeboxEventNames("user.updated")).toEqual(["user.mutation"]);
    expect(homeboxEventNames("export.updated")).toEqual(["export.mutation"]);
    expect(homeboxEventNames("import.updated")).toEqual(["import.mutation"]);
    expect(homeboxEventNames("inventory.wiped")).toEqual(
      expect.arrayContaining(["item.mutation", "tag.mutation"]),
    );
    expect(homeboxEventNames("template.created")).toEqual([]);
  });

  it("sends each name once per batch", () => {
    const frames = homeboxFrames(["tag.created", "tag.updated", "template.deleted"]);
    expect(frames.map((frame) => JSON.parse(frame))).toEqual([
      { event: "tag.mutation" },
      { event: "label.mutation" },
    ]);
  });

  it("takes complete SSE messages and keeps the unfinished rest", () => {
    const { types, rest } = takeSseEventTypes(
      "retry: 2000\n: connected\n\nid: 4\nevent: tag.created\ndata: {}\n\nid: 5\nevent: entity.del",
    );
    expect(types).toEqual(["tag.created"]);
    expect(rest).toBe("id: 5\nevent: entity.del");
  });

  it("reads the token after hb-auth", () => {
    expect(protocolToken(["hb-auth", "abc"])).toBe("abc");
    expect(protocolToken(["hb-auth"])).toBeNull();
    expect(protocolToken(["chat"])).toBeNull();
  });

  it("tells a foreign origin from our own", () => {
    expect(isForeignOrigin(undefined, "inv.example:7745", undefined)).toBe(false);
    expect(isForeignOrigin("http://inv.example:7745", "inv.example:7745", undefined)).toBe(false);
    expect(isForeignOrigin("https://inv.example", "127.0.0.1:7745", "https://inv.example/")).toBe(false);
    expect(isForeignOrigin("https://evil.example", "inv.example", "https://inv.example")).toBe(true);
    expect(isForeignOrigin("null", "inv.example", undefined)).toBe(true);
  });

  it("recognises the web session cookie", () => {
    expect(hasSessionCookie("a=1; next-auth.session-token=xyz")).toBe(true);
    expect(hasSessionCookie("__Secure-next-auth.session-token.0=xyz")).toBe(true);
    expect(hasSessionCookie("hb.auth.session=true; hb.auth.token=xyz")).toBe(true);
    expect(hasSessionCookie("next-auth.csrf-token=1; hb.auth.session=true")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
