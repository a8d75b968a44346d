import { describe, expect, it } from "vitest";
import { deepJsonText, jsonText } from "./json-text";

type Node = { id: string; children: Node[] };

function chain(depth: number): Node {
  const root: Node = { id: "0", children: [] };
  let node = root;
  for (let level = 1; level <= depth; level++) {
    const child = { id: String(level), children: [] };
    node.children.push(child);
    node = child;
  }
  return root;
}

describe("jsonText", () => {
  it("writes what JSON.stringify writes", () => {
    const samples: unknown[] = [
      { a: 1, b: [1, "two", null, undefined, () => 1, { c: true }], d: undefined, e: new Date(0) },
      [],
      {},
      'text \u2028 "quoted"',
      [Number.NaN, Infinity, -0, 1.5e300],
      { nested: { deeper: [[[]]] }, "odd key\n": new String("boxed") },
    ];
    for (const sample of samples) {
      expect(deepJsonText(sample)).toBe(JSON.stringify(sample));
      expect(jsonText(sample)).toBe(JSON.stringify(sample));
    }
  });

  it("writes a value nested far deeper than JSON.stringify can", () => {
    const deep = chain(100_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const text = jsonText(deep);
    let node = JSON.parse(text) as Node;
    let depth = 0;
    while (node.children.length > 0) {
      node = node.children[0]!;
      depth++;
    }
    expect(depth).toBe(100_000);
    expect(node.id).toBe("100000");
  });
});
