import { describe, expect, it } from "vitest";
import { translatorFor } from "@/lib/i18n/translator";
import { readFieldMessage, type KnownFieldMessage } from "./field-message";

// The field texts the API sends, as lib/schemas and lib/<domain> word them.
const API_TEXTS = [
  "is required",
  "is invalid",
  "must be at most 255 characters",
  "must be at least 8 characters",
  "must be at most 999",
  "must be between 1 and 100",
  "must be a whole number",
  "must be a whole number of 0 or more",
  "must be a number",
  "must be a decimal number",
  "must not be negative",
  "must be 0 or more",
  "must be a UUID",
  "must be true or false",
  "is not a valid date",
  "must be in the future",
  "must not be before today",
  "must be a hex colour like #1e90ff, or empty",
  "must be an email address",
  "must be an http or https URL",
  "must be a barcode of 8 to 14 digits",
  "must be an asset ID like 000-001",
  "would make the tree deeper than 8 levels",
  "would nest tags deeper than 8 levels",
  "must not be only spaces",
  "is already used by another item or location",
  "must not be the item itself or something inside it",
  "is listed twice",
  "must not be a descendant of the tag merged",
  "must be another tag than the one merged",
  "is incorrect",
];

/** What the hook in use-field-message.ts says for a known text (same message ids and values). */
function say(locale: "en" | "de" | "pl" | "ja", label: string, message: string): string {
  const t = translatorFor(locale, "ui.fieldMessage");
  const known = readFieldMessage(message);
  if (!known) return t("unknown", { label, message });
  const { id, ...values } = known as KnownFieldMessage & Record<string, number>;
  return (t as unknown as (key: string, values: object) => string)(id, { label, ...values });
}

describe("API field messages in the reader's language", () => {
  it("knows every field text the forms meet, and words it in English as the API did", () => {
    for (const text of API_TEXTS) {
      expect(readFieldMessage(text), text).not.toBeNull();
      expect(say("en", "Name", text)).toBe(`Name ${text}`);
    }
  });

  it("words a field the API requires for want of another as simply required", () => {
    expect(readFieldMessage("is required without borrowerUserId")).toEqual({ id: "required" });
    expect(say("de", "Name", "is required without borrowerUserId")).toBe("Name ist erforderlich");
  });

  it("reads the numbers out of a text as placeholders", () => {
    expect(readFieldMessage("must be at most 255 characters")).toEqual({ id: "maxChars", max: 255 });
    expect(readFieldMessage("must be between 1 and 100")).toEqual({ id: "between", min: 1, max: 100 });
    expect(readFieldMessage("must hold at most 500 tags")).toEqual({ id: "maxEntries", max: 500 });
    expect(say("de", "Name", "must be at most 1000 characters")).toBe(
      "Name darf höchstens 1.000 Zeichen lang sein",
    );
    expect(say("pl", "Nazwa", "must be at most 2 characters")).toBe("Nazwa może mieć najwyżej 2 znaki");
    expect(say("pl", "Nazwa", "must be at most 255 characters")).toBe("Nazwa może mieć najwyżej 255 znaków");
    expect(say("en", "Quantity", "must be at most 100000")).toBe("Quantity must be at most 100,000");
  });

  it("translates a known text and keeps an unknown one as it came", () => {
    expect(say("de", "Name", "is required")).toBe("Name ist erforderlich");
    expect(say("ja", "名前", "is required")).toBe("名前は必須です");
    expect(say("de", "Datei", "the zip holds no homebox.db")).toBe("Datei the zip holds no homebox.db");
    expect(readFieldMessage("must be at most 255 characters long, please")).toBeNull();
  });
});
