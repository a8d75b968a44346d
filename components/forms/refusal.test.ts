import { describe, expect, it } from "vitest";
import { refusal } from "./refusal";

describe("refusal", () => {
  it("keeps the form's own check's field errors beside the fields, with no message above", () => {
    expect(refusal({ name: "is required" }, undefined, "")).toEqual({
      errors: { name: "is required" },
      failure: "",
    });
  });

  it("shows a server message that names no field above the form", () => {
    expect(refusal({}, "Too many requests", "")).toEqual({ errors: {}, failure: "Too many requests" });
    expect(refusal({}, "", "Could not save")).toEqual({ errors: {}, failure: "Could not save" });
  });

  it("points at the fields with the fallback when the server named some", () => {
    expect(refusal({ name: "is taken" }, "Invalid input", "Check the fields")).toEqual({
      errors: { name: "is taken" },
      failure: "Check the fields",
    });
    expect(refusal({ name: "is taken" }, "Invalid input", "").failure).toBe("");
  });

  it("says the server's message when none of its fields is one the form shows", () => {
    // The reset form shows only the password; a refused token must not pass in silence.
    const answer = refusal({ token: "is invalid" }, "Invalid or expired link", "", ["password"]);
    expect(answer).toEqual({ errors: { token: "is invalid" }, failure: "Invalid or expired link" });
    expect(refusal({ token: "x" }, undefined, "Fix the form", ["password"]).failure).toBe("Fix the form");
    expect(refusal({ password: "is required" }, "Bad", "", ["password"]).failure).toBe("");
  });
});
