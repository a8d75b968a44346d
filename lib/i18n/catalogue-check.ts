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
// A template literal is taken whole, with any `${…}` in it: matching only those without one left
// the closing backtick of one to pair with the opening backtick of the next, swallowing the keys
// written between them.
const STRING_LITERAL = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;

/**
 * The catalogue keys a source file can reach: for each namespace it binds a translator to, each
 * string literal in the file read as a key of that namespace; and every literal as a full key.
 */
export function keysReachedBy(source: string): Set<string> {
  const namespaces = [...source.matchAll(TRANSLATOR_CALL)].map((match) => match[1] ?? match[2]!);
  const literals = [...source.matchAll(STRING_LITERAL)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  );
  const reached = new Set<string>();
  for (const literal of literals) {
    if (!literal || /\s/.test(literal) || literal.includes("${")) continue;
    reached.add(literal);
    for (const namespace of namespaces) reached.add(`${namespace}.${literal}`);
  }
  return reached;
}
