import { DomainError } from "@/lib/errors/domain-error";

/**
 * Where a parsed request value holds a NUL character (U+0000) in a string or an object key: the
 * dotted path to it ("" for the value itself), or undefined when there is none. PostgreSQL cannot
 * store NUL in text, so such input is refused on both databases alike. Walks without recursion,
 * so arbitrarily deep JSON cannot overflow the stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: join(path, String(index)) }));
    } else if (typeof current === "object" && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const at = join(path, key);
        if (key.includes("\u0000")) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** 400 when `value` holds a NUL character; `where` names the part of the request (body, query...). */
export function assertNoNul(value: unknown, where: string): void {
  const path = findNul(value);
  if (path === undefined) return;
  const field = path || where;
  throw new DomainError("malformed", `${field}: must not contain NUL characters`, {
    fields: { [field]: "must not contain NUL characters" },
  });
}
