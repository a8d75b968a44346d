import { describe, expect, it } from "vitest";
import { formatSseComment, formatSseEvent, resumeAfter } from "./sse-format";

describe("formatSseEvent", () => {
  it("writes id, event and one data line of JSON, ended by a blank line", () => {
    const event = {
      id: 42,
      type: "entity.created",
      groupId: "g1",
      entityId: "e1",
      at: "2026-11-23T18:00:00.000Z",
      actor: "u1",
    };
    const text = formatSseEvent(event);
    expect(text).toBe(`id: 42\nevent: entity.created\ndata: ${JSON.stringify(event)}\n\n`);
    expect(JSON.parse(text.split("\n")[2]!.slice("data: ".length))).toEqual(event);
  });

  it("never lets a line break in the type start a new field", () => {
    const text = formatSseEvent({
      id: 1,
      type: "a\nid: 9",
      groupId: "g",
      entityId: null,
      at: "",
      actor: null,
    });
    expect(text.split("\n").filter((line) => line.startsWith("id:"))).toEqual(["id: 1"]);
  });
});

describe("formatSseComment", () => {
  it("is a colon line the EventSource ignores", () => {
    expect(formatSseComment("heartbeat\nx")).toBe(": heartbeat x\n\n");
  });
});

describe("resumeAfter", () => {
  it("prefers Last-Event-ID, falls back to ?after=, else null (start at the newest)", () => {
    expect(resumeAfter("17", 3)).toBe(17);
    expect(resumeAfter(null, 3)).toBe(3);
    expect(resumeAfter("junk", 3)).toBe(3);
    expect(resumeAfter(null, undefined)).toBeNull();
    expect(resumeAfter(null, 0)).toBe(0);
  });
});
