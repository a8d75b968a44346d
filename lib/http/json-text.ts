/**
 * JSON text of a value, as JSON.stringify writes it. V8's JSON.stringify recurses and throws
 * "Maximum call stack size exceeded" at a few thousand levels of nesting, and an answer's nesting
 * can follow the data (the entity tree of a chain stored thousands deep). Such a value is written
 * again by a walk that keeps its own stack, so any depth serializes.
 */
export function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return deepJsonText(value);
  }
}

type Frame =
  | { kind: "array"; items: unknown[]; index: number }
  | { kind: "object"; entries: Array<[string, unknown]>; index: number; wrote: boolean };

/** What JSON.stringify makes of a value before writing it: toJSON, and boxed primitives unboxed. */
function prepared(holderKey: string, value: unknown): unknown {
  let result = value;
  if (
    result !== null &&
    typeof result === "object" &&
    typeof (result as { toJSON?: unknown }).toJSON === "function"
  )
    result = (result as { toJSON: (key: string) => unknown }).toJSON(holderKey);
  if (result instanceof Number || result instanceof String || result instanceof Boolean)
    result = result.valueOf();
  return result;
}

/** A value JSON writes as it is (not a container); undefined when JSON leaves it out. */
function scalar(value: unknown): string | undefined | null {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "bigint":
      // As JSON.stringify does.
      throw new TypeError("Do not know how to serialize a BigInt");
    case "object":
      return null;
    default:
      return undefined;
  }
}

export function deepJsonText(root: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const open = (value: unknown): void => {
    if (Array.isArray(value)) {
      out.push("[");
      stack.push({ kind: "array", items: value, index: 0 });
    } else {
      out.push("{");
      stack.push({ kind: "object", entries: Object.entries(value as object), index: 0, wrote: false });
    }
  };
  const first = prepared("", root);
  const text = scalar(first);
  if (text === undefined) return undefined as unknown as string;
  if (text !== null) return text;
  open(first);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.kind === "array") {
      if (frame.index >= frame.items.length) {
        out.push("]");
        stack.pop();
        continue;
      }
      const index = frame.index++;
      if (index > 0) out.push(",");
      const item = prepared(String(index), frame.items[index]);
      const itemText = scalar(item);
      if (itemText === undefined) out.push("null");
      else if (itemText !== null) out.push(itemText);
      else open(item);
    } else {
      if (frame.index >= frame.entries.length) {
        out.push("}");
        stack.pop();
        continue;
      }
      const [key, raw] = frame.entries[frame.index++]!;
      const item = prepared(key, raw);
      const itemText = scalar(item);
      if (itemText === undefined) continue;
      if (frame.wrote) out.push(",");
      frame.wrote = true;
      out.push(JSON.stringify(key), ":");
      if (itemText !== null) out.push(itemText);
      else open(item);
    }
  }
  return out.join("");
}
