import { describe, expect, it } from "vitest";
import { canWrite, isReadMethod, refusedToRole, roleCanWrite, roleOf } from "./can-write";

describe("the viewer role rule", () => {
  it("lets owners and users write and viewers only read", () => {
    expect(roleCanWrite("owner")).toBe(true);
    expect(roleCanWrite("user")).toBe(true);
    expect(roleCanWrite("viewer")).toBe(false);
    expect(canWrite({ role: "viewer" })).toBe(false);
    expect(canWrite({ role: "user" })).toBe(true);
    expect(canWrite(null)).toBe(false);
  });

  it("reads an unknown stored role as viewer, never as a role that writes", () => {
    expect(roleOf("owner")).toBe("owner");
    expect(roleOf("user")).toBe("user");
    expect(roleOf("viewer")).toBe("viewer");
    expect(roleOf("admin")).toBe("viewer");
    expect(roleOf("")).toBe("viewer");
    expect(roleOf("Owner")).toBe("viewer");
  });

  it("treats GET, HEAD and OPTIONS as reads and every other method as a write", () => {
    for (const method of ["GET", "head", "OPTIONS"]) expect(isReadMethod(method)).toBe(true);
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post", "PROPFIND"])
      expect(isReadMethod(method)).toBe(false);
  });

  it("refuses a viewer's writes unless the route opts out, and never refuses the other roles", () => {
    expect(refusedToRole("viewer", "POST", false)).toBe(true);
    expect(refusedToRole("viewer", "DELETE", false)).toBe(true);
    expect(refusedToRole("viewer", "POST", true)).toBe(false);
    expect(refusedToRole("viewer", "GET", false)).toBe(false);
    expect(refusedToRole("user", "DELETE", false)).toBe(false);
    expect(refusedToRole("owner", "PUT", false)).toBe(false);
  });
});
