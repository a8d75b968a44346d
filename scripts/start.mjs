// `npm start`: one command from a fresh clone to a running Cairn. This launcher only chooses the
// V8 heap limits for the machine and the WebAssembly compiler (lib/process/heap-flags.mjs) and
// starts scripts/server.mjs with them: node reads those flags when it starts, so they cannot be set
// from inside the server. It loads nothing else, forwards the stop signals and exits with the
// server's code. With nothing to set (CAIRN_MEMORY_MB=0, or --dev: the development server needs
// far more), the server runs right here, in this process.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { heapFlags, memoryLimitBytes } from "../lib/process/heap-flags.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const readFile = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

const dev = process.argv.includes("--dev");
const memoryBytes = memoryLimitBytes({ totalMemory: os.totalmem(), readFile });
const { flags, error } = dev
  ? { flags: [] }
  : heapFlags({ env: process.env, execArgv: process.execArgv, memoryBytes });
if (error) {
  console.error(`cairn: ${error}`);
  process.exit(2);
}

if (flags.length === 0) {
  await import("./server.mjs");
} else {
  // fd 3 is a pipe the server watches: should this launcher be killed outright (SIGKILL), the
  // server ends at once rather than live on without it, holding the port and the database.
  const server = spawn(
    process.execPath,
    [...flags, ...process.execArgv, path.join(here, "server.mjs"), ...process.argv.slice(2)],
    {
      stdio: ["inherit", "inherit", "inherit", "pipe"],
      env: {
        // glibc gives each thread that allocates its own memory arena and seldom hands a freed one
        // back: after a label sheet and photo thumbnails (worker threads, sharp) two arenas kept the
        // server at 197 MB a minute later where the default kept 241 MB (npm run bench). Anyone's own
        // setting wins.
        MALLOC_ARENA_MAX: "2",
        // glibc's default trim threshold (128 kB), fixed: left to itself, glibc raises it (up to
        // 64 MB) each time a large block is freed, and then keeps freed memory at the top of the
        // heap. After the first sign-in and dashboard: 142-147 MB instead of 153-156.
        MALLOC_TRIM_THRESHOLD_: "131072",
        ...process.env,
        CAIRN_HEAP_FLAGS: flags.join(" "),
        CAIRN_LAUNCHER_FD: "3",
      },
    },
  );
  // A terminal's Ctrl-C reaches both processes; the server ignores the repeat.
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"])
    process.on(signal, () => {
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    });
  server.once("error", (cause) => {
    console.error(`cairn: could not start the server: ${cause.message}`);
    process.exit(1);
  });
  server.once("exit", (code, signal) => {
    process.exitCode = code ?? 128 + (os.constants.signals[signal] ?? 0);
    // Ended by a signal: end the same way, so a supervisor sees what happened.
    if (signal) {
      for (const name of ["SIGTERM", "SIGINT", "SIGHUP"]) process.removeAllListeners(name);
      process.kill(process.pid, signal);
    }
  });
}
