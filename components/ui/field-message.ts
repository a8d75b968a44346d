/**
 * The API speaks English on the wire: a field's problem is a short predicate ("is required", "must
 * be at most 255 characters") that the form puts after the field's label. This reads the shapes
 * lib/schemas and lib/<domain> produce into a message id and its numbers, so the browser can say
 * the same in the reader's language (components/ui/use-field-message.ts). Anything not listed
 * here stays as the API wrote it.
 */
export type KnownFieldMessage =
  | { id: "required" }
  | { id: "invalid" }
  | { id: "maxChars"; max: number }
  | { id: "minChars"; min: number }
  | { id: "maxNumber"; max: number }
  | { id: "between"; min: number; max: number }
  | { id: "wholeNumber" }
  | { id: "wholeNumberZeroOrMore" }
  | { id: "number" }
  | { id: "decimal" }
  | { id: "notNegative" }
  | { id: "zeroOrMore" }
  | { id: "uuid" }
  | { id: "boolean" }
  | { id: "text" }
  | { id: "date" }
  | { id: "future" }
  | { id: "notPast" }
  | { id: "hexColour" }
  | { id: "email" }
  | { id: "url" }
  | { id: "barcode" }
  | { id: "assetId" }
  | { id: "maxEntries"; max: number }
  | { id: "tooDeep"; max: number }
  | { id: "tagsTooDeep"; max: number }
  | { id: "onlySpaces" }
  | { id: "alreadyUsed" }
  | { id: "insideItself" }
  | { id: "listedTwice" }
  | { id: "mergeIntoDescendant" }
  | { id: "mergeIntoItself" }
  | { id: "incorrect" };

type Rule = [RegExp, (match: RegExpExecArray) => KnownFieldMessage];

const n = (text: string | undefined) => Number(text);

const RULES: Rule[] = [
  // The API names the alternative field for scripts ("is required without borrowerUserId"); a form
  // shows both fields, so it is simply required there.
  [/^is required(?: without \w+)?$/, () => ({ id: "required" })],
  [/^is invalid$/, () => ({ id: "invalid" })],
  [/^must be at most (\d+) characters$/, (m) => ({ id: "maxChars", max: n(m[1]) })],
  [/^must be at least (\d+) characters$/, (m) => ({ id: "minChars", min: n(m[1]) })],
  [/^must be at most (\d+)$/, (m) => ({ id: "maxNumber", max: n(m[1]) })],
  [/^must be between (\d+) and (\d+)$/, (m) => ({ id: "between", min: n(m[1]), max: n(m[2]) })],
  [/^must be a whole number$/, () => ({ id: "wholeNumber" })],
  [/^must be a (?:whole number of 0 or more|non-negative integer)$/, () => ({ id: "wholeNumberZeroOrMore" })],
  [/^must be a number$/, () => ({ id: "number" })],
  [/^must be a decimal number$/, () => ({ id: "decimal" })],
  [/^must not be negative$/, () => ({ id: "notNegative" })],
  [/^must be 0 or more$/, () => ({ id: "zeroOrMore" })],
  [/^must be a UUID$/, () => ({ id: "uuid" })],
  [/^must be (?:a boolean|true or false)$/, () => ({ id: "boolean" })],
  [/^must be a string$/, () => ({ id: "text" })],
  [/^is not a valid date(?: \(use YYYY-MM-DD\))?$/, () => ({ id: "date" })],
  [/^must be in the future$/, () => ({ id: "future" })],
  [/^must not be before today$/, () => ({ id: "notPast" })],
  [/^must be a hex colour like #1e90ff, or empty$/, () => ({ id: "hexColour" })],
  [/^must be an email address$/, () => ({ id: "email" })],
  [/^must be an (?:absolute )?http or https URL$/, () => ({ id: "url" })],
  [/^must be a barcode of 8 to 14 digits$/, () => ({ id: "barcode" })],
  [/^must be an asset ID like 000-001$/, () => ({ id: "assetId" })],
  [/^must hold at most (\d+) \S+$/, (m) => ({ id: "maxEntries", max: n(m[1]) })],
  [/^would make the tree deeper than (\d+) levels$/, (m) => ({ id: "tooDeep", max: n(m[1]) })],
  [/^would nest tags deeper than (\d+) levels$/, (m) => ({ id: "tagsTooDeep", max: n(m[1]) })],
  [/^must not be only spaces$/, () => ({ id: "onlySpaces" })],
  [/^is already used by another item or location$/, () => ({ id: "alreadyUsed" })],
  [/^must not be the item itself or something inside it$/, () => ({ id: "insideItself" })],
  [/^is listed twice$/, () => ({ id: "listedTwice" })],
  [/^must not be a descendant of the tag merged$/, () => ({ id: "mergeIntoDescendant" })],
  [/^must be another tag than the one merged$/, () => ({ id: "mergeIntoItself" })],
  [/^is incorrect$/, () => ({ id: "incorrect" })],
];

/** The known shape of an API field message, or null for a text to show as it came. */
export function readFieldMessage(message: string): KnownFieldMessage | null {
  const text = message.trim();
  for (const [pattern, read] of RULES) {
    const match = pattern.exec(text);
    if (match) return read(match);
  }
  return null;
}
