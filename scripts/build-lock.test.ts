import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { withBuildLock } from "./build-if-stale.mjs";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout whose build lock names `pid` on this machine as its holder. */
function lockedBy(pid: number): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "cairn-build-lock-"));
  roots.push(root);
  mkdirSync(path.join(root, ".next-build.lock"));
  writeFileSync(path.join(root, ".next-build.lock", "holder"), `${os.hostname()} ${pid}`);
  return root;
}

/** Takes the lock of `root` for a piece of work: its answer, the lines logged, and how long it took. */
function takeLock(root: string) {
  const logged: string[] = [];
  const started = Date.now();
  const result = withBuildLock(
    root,
    () => "built",
    (line: string) => logged.push(line),
  );
  return { result, logged, tookMs: Date.now() - started };
}

describe("the build lock", () => {
  it("is taken over at once when the build that held it was interrupted", { timeout: 5_000 }, () => {
    // A process that has ended: its id names no process any more.
    const ended = spawnSync(process.execPath, ["-e", ""]);
    const root = lockedBy(ended.pid!);
    const { result, logged, tookMs } = takeLock(root);
    expect(result).toBe("built");
    expect(tookMs).toBeLessThan(1_000);
    expect(logged).toEqual([expect.stringMatching(/interrupted .* taking it over/)]);
    expect(existsSync(path.join(root, ".next-build.lock"))).toBe(false);
  });

  it(
    "is waited for, saying so, while its holder runs, and taken once it has gone",
    { timeout: 10_000 },
    async () => {
      const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 1500)"]);
      const gone = new Promise((resolve) => holder.once("exit", resolve));
      const { result, logged, tookMs } = takeLock(lockedBy(holder.pid!));
      expect(result).toBe("built");
      expect(tookMs).toBeGreaterThanOrEqual(1_000);
      expect(logged[0]).toMatch(/another server is building the bundle .*: waiting for it/);
      expect(logged).toHaveLength(2);
      await gone;
    },
  );
});
