import { describe, expect, it } from "vitest";
import { datePattern, formatDateInput, parseDateInput } from "./date-input";

describe("date input", () => {
  it("follows the language's order and marks", () => {
    expect(formatDateInput("2026-03-01", datePattern("de", "auto"))).toBe("01.03.2026");
    expect(formatDateInput("2026-03-01", datePattern("en", "auto"))).toBe("03/01/2026");
    expect(formatDateInput("2026-03-01", datePattern("ja", "auto"))).toBe("2026/03/01");
    expect(formatDateInput("2026-03-01", datePattern("sv", "auto"))).toBe("2026-03-01");
    expect(formatDateInput("2026-03-01", datePattern("en", "dmy"))).toBe("01/03/2026");
    expect(formatDateInput("", datePattern("en", "auto"))).toBe("");
  });

  it("reads what people type, in their order", () => {
    const german = datePattern("de", "auto");
    expect(parseDateInput("1.3.2026", german)).toBe("2026-03-01");
    expect(parseDateInput("01.03.26", german)).toBe("2026-03-01");
    expect(parseDateInput("2026-03-01", german)).toBe("2026-03-01");
    expect(parseDateInput("3/1/2026", datePattern("en", "auto"))).toBe("2026-03-01");
    expect(parseDateInput(" ", german)).toBe("");
  });

  it("refuses what is not a day", () => {
    const german = datePattern("de", "auto");
    expect(parseDateInput("31.02.2026", german)).toBeNull();
    expect(parseDateInput("13.13.2026", german)).toBeNull();
    expect(parseDateInput("yesterday", german)).toBeNull();
    expect(parseDateInput("1.2", german)).toBeNull();
  });
});
