import { describe, expect, it } from "vitest";
import { heapFlags, memoryLimitBytes } from "./heap-flags.mjs";

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe("memoryLimitBytes", () => {
  const files = (entries: Record<string, string>) => (file: string) => entries[file];

  it("takes the machine's memory when no cgroup limits it", () => {
    expect(memoryLimitBytes({ totalMemory: 8 * GB, readFile: files({}) })).toBe(8 * GB);
    expect(
      memoryLimitBytes({ totalMemory: 8 * GB, readFile: files({ "/sys/fs/cgroup/memory.max": "max\n" }) }),
    ).toBe(8 * GB);
  });

  it("takes a container's lower limit, from cgroup v2 or v1", () => {
    const v2 = files({ "/sys/fs/cgroup/memory.max": `${512 * MB}\n` });
    expect(memoryLimitBytes({ totalMemory: 8 * GB, readFile: v2 })).toBe(512 * MB);
    const v1 = files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": `${GB}\n` });
    expect(memoryLimitBytes({ totalMemory: 8 * GB, readFile: v1 })).toBe(GB);
    // cgroup v1 writes a huge number for "no limit".
    const unlimited = files({ "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712" });
    expect(memoryLimitBytes({ totalMemory: 8 * GB, readFile: unlimited })).toBe(8 * GB);
  });
});

describe("heapFlags", () => {
  const flagsFor = (memoryBytes: number, env: Record<string, string> = {}, execArgv: string[] = []) =>
    heapFlags({ env, execArgv, memoryBytes });

  it("gives a quarter of the memory to the old generation, capped at 512 MB and at least 96 MB, and 2 MB semi-spaces", () => {
    expect(flagsFor(24 * GB).flags).toEqual([
      "--max-old-space-size=512",
      "--max-semi-space-size=2",
      "--liftoff-only",
    ]);
    expect(flagsFor(GB).flags.slice(0, 2)).toEqual(["--max-old-space-size=256", "--max-semi-space-size=2"]);
    expect(flagsFor(256 * MB).flags.slice(0, 2)).toEqual([
      "--max-old-space-size=96",
      "--max-semi-space-size=2",
    ]);
  });

  it("sizes for CAIRN_MEMORY_MB when set, and adds nothing for 0", () => {
    expect(flagsFor(24 * GB, { CAIRN_MEMORY_MB: "2048" }).flags.slice(0, 2)).toEqual([
      "--max-old-space-size=512",
      "--max-semi-space-size=2",
    ]);
    expect(flagsFor(24 * GB, { CAIRN_MEMORY_MB: "768" }).flags[0]).toBe("--max-old-space-size=192");
    expect(flagsFor(24 * GB, { CAIRN_MEMORY_MB: "0" }).flags).toEqual([]);
    expect(flagsFor(24 * GB, { CAIRN_MEMORY_MB: "lots" }).error).toMatch(/CAIRN_MEMORY_MB/);
  });

  it("keeps a limit the user gave in NODE_OPTIONS or on node's command line", () => {
    expect(flagsFor(24 * GB, { NODE_OPTIONS: "--max-old-space-size=1024" }).flags).toEqual([
      "--max-semi-space-size=2",
      "--liftoff-only",
    ]);
    expect(flagsFor(24 * GB, {}, ["--max_semi_space_size=16", "--no-liftoff-only"]).flags).toEqual([
      "--max-old-space-size=512",
    ]);
    expect(
      flagsFor(24 * GB, { NODE_OPTIONS: "--max-old-space-size=300 --max-semi-space-size=2" }).flags,
    ).toEqual(["--liftoff-only"]);
  });
});
