/**
 * How deeply a parsed JSON value nests (a scalar is 0, `{}` and `[]` are 1), counted without
 * recursion and giving up once past `limit`, so that arbitrarily deep input costs little and never
 * overflows the stack (JSON.stringify of such a value would).
 */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== "object" || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const item of Object.values(current)) stack.push({ value: item, depth: depth + 1 });
  }
  return false;
}
