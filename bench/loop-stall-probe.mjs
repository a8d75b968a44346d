// A preload for the server (BENCH_SERVER_NODE_FLAGS="--import ./bench/loop-stall-probe.mjs") that
// tells the two kinds of event-loop stall apart: the main thread running one long piece of work,
// and the main thread ready to run but waiting for a core (two cores shared with a render worker
// and the bench's own client). The loop delay in /api/metrics cannot tell them apart; the kernel's
// scheduler statistics of the thread can: /proc/self/task/<tid>/schedstat holds the nanoseconds
// it ran on a core and the nanoseconds it waited in the run queue.
//
// Each timer that fires more than STALL_MS late appends one line of JSON to LOOP_STALL_REPORT:
// { late, ran, waited } in ms over that interval (Linux only; elsewhere the probe does nothing).
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";

const INTERVAL_MS = 10;
const STALL_MS = 20;
const report = process.env.LOOP_STALL_REPORT;
const serving = path.basename(process.argv[1] ?? "") === "server.mjs";
const statFile = `/proc/self/task/${process.pid}/schedstat`;

function schedstat() {
  const [ran, waited] = readFileSync(statFile, "utf8").split(" ").map(Number);
  return { ran, waited };
}

function watch() {
  let before = { at: performance.now(), ...schedstat() };
  setInterval(() => {
    const now = { at: performance.now(), ...schedstat() };
    const late = now.at - before.at - INTERVAL_MS;
    if (late > STALL_MS) {
      const line = {
        at: new Date().toISOString(),
        late: Math.round(late * 10) / 10,
        ran: Math.round((now.ran - before.ran) / 1e5) / 10,
        waited: Math.round((now.waited - before.waited) / 1e5) / 10,
      };
      appendFileSync(report, `${JSON.stringify(line)}\n`);
    }
    before = now;
  }, INTERVAL_MS).unref();
}

if (report && serving) {
  try {
    schedstat();
    watch();
  } catch {
    // no schedstat here: nothing to tell
  }
}
