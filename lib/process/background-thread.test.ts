import { readFileSync, readdirSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { BACKGROUND_NICE, runAsBackgroundThread } from "./background-thread.mjs";

/** The nice value of each thread of this process, by thread id (Linux's /proc). */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, "utf8");
    // Fields after the command name's closing parenthesis; nice is the 19th field of the line.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    values.set(Number(tid), Number(fields[16]));
  }
  return values;
}

describe("runAsBackgroundThread", () => {
  it.runIf(process.platform === "linux")(
    "lowers the calling worker thread's priority and leaves the main thread's as it was",
    async () => {
      const before = threadNiceValues();
      const moduleUrl = new URL("./background-thread.mjs", import.meta.url).href;
      const worker = new Worker(
        `import(${JSON.stringify(moduleUrl)}).then((m) => { m.runAsBackgroundThread(); require("node:worker_threads").parentPort.postMessage("lowered"); });`,
        { eval: true },
      );
      try {
        await new Promise((resolve, reject) => {
          worker.once("message", resolve);
          worker.once("error", reject);
        });
        const after = threadNiceValues();
        const lowered = [...after].filter(([tid, nice]) => !before.has(tid) && nice === BACKGROUND_NICE);
        expect(lowered).toHaveLength(1);
        expect(after.get(process.pid)).toBe(before.get(process.pid));
        expect(after.get(process.pid)).not.toBe(BACKGROUND_NICE);
      } finally {
        await worker.terminate();
      }
    },
  );

  it("leaves the priority alone where it would lower the whole process", () => {
    const calls: number[] = [];
    expect(runAsBackgroundThread({ platform: "darwin", setPriority: (p) => calls.push(p) })).toBe(false);
    expect(calls).toEqual([]);
  });

  it("asks for the background priority on Linux and survives a refusal", () => {
    const calls: number[] = [];
    expect(runAsBackgroundThread({ platform: "linux", setPriority: (p) => calls.push(p) })).toBe(true);
    expect(calls).toEqual([BACKGROUND_NICE]);
    const refuse = () => {
      throw new Error("EACCES");
    };
    expect(runAsBackgroundThread({ platform: "linux", setPriority: refuse })).toBe(false);
  });
});
