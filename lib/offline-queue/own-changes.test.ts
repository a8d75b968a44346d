import { describe, expect, it } from "vitest";
import { ownChanges } from "./browser-queue";
import type { QueuedChange } from "./types";

const change = (owner: string | undefined, id: string): QueuedChange => ({
  kind: "create",
  id,
  createdAt: "2026-11-27T12:00:00Z",
  label: id,
  state: "pending",
  body: { name: id },
  owner,
});

describe("ownChanges", () => {
  it("shows and sends a person only their own changes, never the previous person's", () => {
    const queue = [change("ada", "a1"), change("bob", "b1"), change(undefined, "x"), change("ada", "a2")];
    expect(ownChanges(queue, "ada").map((c) => c.id)).toEqual(["a1", "a2"]);
    expect(ownChanges(queue, "bob").map((c) => c.id)).toEqual(["b1"]);
    expect(ownChanges(queue, null)).toEqual([]);
  });
});
