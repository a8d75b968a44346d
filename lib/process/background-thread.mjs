// Label sheets and reports are drawn in worker threads so that the main thread stays free for
// requests. On two cores that is not enough: a busy worker, the main thread and anything else on
// the machine share the cores as equals, and the main thread then waits its turn for tens of ms at
// a time (measured with bench/loop-stall-probe.mjs: during a label sheet and an export it ran for
// 10-20 ms of each stalled interval and waited in the run queue for the rest). A worker that
// lowers its own scheduling priority leaves the core to the main thread whenever both want one.
import os from "node:os";

/** The nice value of a background thread (10: the kernel weighs it about a tenth of a normal one). */
export const BACKGROUND_NICE = os.constants.priority.PRIORITY_BELOW_NORMAL;

/**
 * Lowers the priority of the calling thread only. That is Linux's behaviour for setpriority() with
 * pid 0 (each thread is its own task); elsewhere the call would lower the whole process, main
 * thread included, so it is left alone. Lowering one's own priority needs no privilege; a failure
 * (a sandbox that forbids it) only leaves the thread as it was.
 * @param {{ platform?: string, setPriority?: (priority: number) => void }} [system]
 * @returns {boolean} whether the priority was lowered
 */
export function runAsBackgroundThread(system = {}) {
  const platform = system.platform ?? process.platform;
  const setPriority = system.setPriority ?? ((priority) => os.setPriority(priority));
  if (platform !== "linux") return false;
  try {
    setPriority(BACKGROUND_NICE);
    return true;
  } catch {
    return false;
  }
}
