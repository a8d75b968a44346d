import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { mkdirSync as realMkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// The app's directory as in the container image: files readable, no folder can be made in it (the
// build lock is one). Everything else behaves as usual.
vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  return {
    ...actual,
    mkdirSync: (target: string, options?: unknown) => {
      if (String(target).endsWith(".next-build.lock")) {
        throw Object.assign(new Error(`EROFS: read-only file system, mkdir '${target}'`), { code: "EROFS" });
      }
      return actual.mkdirSync(target, options as never);
    },
  };
});

const { buildIfStale, sourceFingerprint } = await import("./build-if-stale.mjs");

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout with one source file and a built bundle stamped with `stamp` (default: its own). */
function builtCheckout(stamp?: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "cairn-build-stale-"));
  roots.push(root);
  realMkdirSync(path.join(root, "app"));
  realMkdirSync(path.join(root, ".next"));
  writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() { return null; }\n");
  writeFileSync(path.join(root, ".next", "BUILD_ID"), "test-build\n");
  writeFileSync(path.join(root, ".next", "cairn-source-fingerprint"), stamp ?? sourceFingerprint(root));
  return root;
}

describe("buildIfStale on a read-only install", () => {
  it("serves a fresh bundle without taking the build lock", () => {
    const root = builtCheckout();
    const logged: string[] = [];
    expect(buildIfStale(root, { log: (line: string) => logged.push(line) })).toBe(false);
    expect(logged).toEqual([]);
  });

  it("refuses loudly when the bundle is stale and no build can be made", () => {
    const root = builtCheckout("a fingerprint of other sources");
    expect(() => buildIfStale(root, { log: () => {} })).toThrow(/EROFS/);
  });
});
