import { describe, expect, it } from "vitest";
import { createFormats, localeWeekStart } from "./format";

const base = { currency: "EUR", dateFormat: "auto", timeZone: "Europe/Berlin" } as const;

describe("createFormats", () => {
  it("writes money with the group's currency in the reader's language", () => {
    expect(createFormats({ ...base, locale: "de" }).money(1142.8)).toBe("1.142,80\u00a0€");
    expect(createFormats({ ...base, locale: "en" }).money(1142.8)).toBe("€1,142.80");
    const yen = createFormats({ ...base, locale: "ja", currency: "JPY" });
    expect(yen.money(1500)).toBe("￥1,500");
    expect(yen.moneyFractionDigits).toBe(0);
    expect(createFormats({ ...base, locale: "en" }).moneyText("4.5")).toBe("€4.50");
    expect(createFormats({ ...base, locale: "en" }).price(0)).toBe("—");
  });

  it("keeps an unknown currency's amount", () => {
    expect(createFormats({ ...base, locale: "en", currency: "XQQ1" }).money(3)).toBe("3.00");
  });

  it("shows calendar days without a time zone shift, in the chosen format", () => {
    const formats = (dateFormat: "auto" | "iso" | "dmy" | "mdy", locale = "en") =>
      createFormats({ ...base, locale, dateFormat, timeZone: "Pacific/Honolulu" });
    expect(formats("iso").day("2026-03-01")).toBe("2026-03-01");
    expect(formats("dmy").day("2026-03-01T00:00:00Z")).toBe("01/03/2026");
    expect(formats("mdy").day("2026-03-01")).toBe("03/01/2026");
    expect(formats("auto", "de").day("2026-03-01")).toBe("01.03.2026");
    expect(formats("auto", "ja").day("2026-03-01")).toBe("2026/03/01");
    expect(formats("auto").day("")).toBe("—");
    expect(formats("auto").day("not a date")).toBe("—");
  });

  it("shows instants in the reader's time zone", () => {
    const berlin = createFormats({ ...base, locale: "de" });
    expect(berlin.dateTime("2026-11-25T21:05:43Z")).toBe("25.11.2026, 22:05");
    const tokyo = createFormats({ ...base, locale: "en", timeZone: "Asia/Tokyo", dateFormat: "iso" });
    expect(tokyo.dateOf("2026-11-25T21:05:43Z")).toBe("2026-11-26");
  });

  it("says relative times in the language", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(createFormats({ ...base, locale: "en" }).relative("2026-11-27T11:57:00Z", now)).toBe(
      "3 minutes ago",
    );
    expect(createFormats({ ...base, locale: "de" }).relative("2026-11-26T12:00:00Z", now)).toBe("gestern");
    expect(createFormats({ ...base, locale: "fr" }).relative("2026-11-29T12:00:00Z", now)).toBe(
      "après-demain",
    );
  });
});

describe("localeWeekStart", () => {
  it("knows where weeks begin", () => {
    expect(localeWeekStart("en")).toBe(0);
    expect(localeWeekStart("de")).toBe(1);
    expect(localeWeekStart("pt-BR")).toBe(0);
    expect(localeWeekStart("sv")).toBe(1);
  });
});
