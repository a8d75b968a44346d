/**
 * An amount as a person typed it, in any of our languages ("1142,80", "1.142,80", "1,142.80",
 * "1 142,80"), as the decimal text the API reads ("1142.80"). The last "." or "," is the decimal
 * mark; the others, and spaces, group digits. Anything else is passed on unchanged, for the API's
 * own check to refuse with its message.
 */
export function decimalFromInput(text: string): string {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (!/^[+-]?[\d.,]+$/.test(compact)) return text.trim();
  const mark = Math.max(compact.lastIndexOf("."), compact.lastIndexOf(","));
  if (mark === -1) return compact;
  const whole = compact.slice(0, mark).replace(/[.,]/g, "");
  return `${whole || "0"}.${compact.slice(mark + 1)}`;
}
