import { describe, expect, it } from "vitest";
import { borrowerKey, parseBorrowerKey } from "./borrower-key";

describe("borrower keys", () => {
  const id = "0b5c2d4e-1111-4222-8333-444455556666";

  it("name a member by id and anyone else by name, both ways", () => {
    expect(borrowerKey(id, "Alice")).toBe(`u:${id}`);
    expect(borrowerKey(null, "Bob: next door")).toBe("n:Bob: next door");
    expect(parseBorrowerKey(`u:${id}`)).toEqual({ userId: id });
    expect(parseBorrowerKey("n:Bob: next door")).toEqual({ name: "Bob: next door" });
  });

  it("refuse what is no key", () => {
    for (const key of ["", "u:", "u:not-a-uuid", "n:", "x:Bob", "Bob"])
      expect(parseBorrowerKey(key)).toBeNull();
  });
});
