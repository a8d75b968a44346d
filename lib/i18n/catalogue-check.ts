import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** A catalogue namespace flattened to "a.b.c" → message. */
export function flatten(value: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") into.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/**
 * What a message needs from the code: each argument with its kind ("plural", "select", "date",
 * "number", "value" or "tag"). Two translations of one message must need the same.
 */
export function messageArguments(message: string): Map<string, string> {
  const found = new Map<string, string>();
  walk(parse(message, { ignoreTag: false, requiresOtherClause: true }), found);
  return found;
}

function walk(elements: MessageFormatElement[], found: Map<string, string>) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        if (!found.has(element.value)) found.set(element.value, "value");
        break;
      case TYPE.number:
        found.set(element.value, "number");
        break;
      case TYPE.date:
      case TYPE.time:
        found.set(element.value, "date");
        break;
      case TYPE.plural:
        found.set(element.value, "plural");
        for (const option of Object.values(element.options)) walk(option.value, found);
        break;
      case TYPE.select:
        found.set(element.value, "select");
        for (const option of Object.values(element.options)) walk(option.value, found);
        break;
      case TYPE.tag:
        found.set(`<${element.value}>`, "tag");
        walk(element.children, found);
        break;
      default:
        break;
    }
  }
}

/** The plural categories a message uses, per plural argument. */
export function pluralCategories(message: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural) {
        found.set(
          element.value,
          Object.keys(element.options).filter((key) => !key.startsWith("=")),
        );
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message, { ignoreTag: false }));
  return found;
}

const TRANSLATOR_CALL =
  /\b(?:useTranslations|getTranslations|translatorFor)\(\s*(?:[A-Za-z_.]+\s*,\s*)?(?:"([^"]+)"|\{[^}]*namespace:\s*"([^"]+)"[^}]*\})/g;

/**
 * The catalogue keys a source file can reach: for each namespace it binds a translator to, each
 * string literal in the file read as a key of that namespace; and every literal as a full key.
 */
export function keysReachedBy(source: string): Set<string> {
  const namespaces = [...source.matchAll(TRANSLATOR_CALL)].map((match) => match[1] ?? match[2]!);
  const literals = stringLiterals(source);
  const reached = new Set<string>();
  for (const literal of literals) {
    if (!literal || /\s/.test(literal)) continue;
    reached.add(literal);
    for (const namespace of namespaces) reached.add(`${namespace}.${literal}`);
  }
  return reached;
}

/**
 * The string literals of a source file: quoted strings and template literals without placeholders.
 * A scanner, not a pattern: a template's closing backtick must not open a "literal" that runs to the
 * next template and hides every key in between, and the code inside `${…}` is read like any other.
 * Comments are skipped.
 */
function stringLiterals(source: string): string[] {
  const found: string[] = [];
  // One entry per template placeholder we are inside: the depth of braces opened within it.
  const placeholders: number[] = [];
  let at = 0;

  // Reads template text from `start` to its end or its next placeholder; returns where to go on.
  const templateText = (start: number, whole: boolean): number => {
    let text = "";
    for (let i = start; i < source.length; i++) {
      const char = source[i];
      if (char === "\\") {
        text += source[++i] ?? "";
      } else if (char === "`") {
        if (whole) found.push(text);
        return i + 1;
      } else if (char === "$" && source[i + 1] === "{") {
        placeholders.push(0);
        return i + 2;
      } else text += char;
    }
    return source.length;
  };

  while (at < source.length) {
    const char = source[at]!;
    const next = source[at + 1];
    if (char === "/" && next === "/") {
      const end = source.indexOf("\n", at);
      at = end === -1 ? source.length : end;
    } else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", at + 2);
      at = end === -1 ? source.length : end + 2;
    } else if (char === '"' || char === "'") {
      let text = "";
      let i = at + 1;
      for (; i < source.length && source[i] !== char && source[i] !== "\n"; i++) {
        if (source[i] === "\\") i++;
        text += source[i] ?? "";
      }
      if (source[i] === char) found.push(text);
      at = i + 1;
    } else if (char === "`") {
      at = templateText(at + 1, true);
    } else if (char === "{" && placeholders.length > 0) {
      placeholders[placeholders.length - 1]!++;
      at++;
    } else if (char === "}" && placeholders.length > 0) {
      if (placeholders[placeholders.length - 1] === 0) {
        placeholders.pop();
        at = templateText(at + 1, false);
      } else {
        placeholders[placeholders.length - 1]!--;
        at++;
      }
    } else at++;
  }
  return found;
}
