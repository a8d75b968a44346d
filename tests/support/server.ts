import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { offlineBarcodeProviders } from "./offline-barcode-providers";

const root = path.resolve(import.meta.dirname, "..", "..");

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
  /**
   * The pid of `npm start`'s process: the launcher (scripts/start.mjs), which serves through its
   * child scripts/server.mjs, forwards signals to it and ends with it (also when SIGKILLed).
   */
  pid: number;
  /** Sends `signal` to the server process and resolves with how it ended. */
  kill: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir(label: string): string {
  const base = path.join(root, ".test-data");
  mkdirSync(base, { recursive: true });
  return mkdtempSync(path.join(base, `${label}-`));
}

async function waitUntilHealthy(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/** Starts the real production server (`npm start`'s script) on its own port and data directory. */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir("api");
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NEXTAUTH_URL: baseUrl,
      ...offlineBarcodeProviders,
      // Test suites register many accounts from one address; a test of the limit sets its own.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  // The whole log also goes to DATA_DIR/server.log, for tests that check what the server wrote.
  const logFile = path.join(dataDir, "server.log");
  const append = (chunk: Buffer) => {
    appendFileSync(logFile, chunk);
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const output = () => log;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  await waitUntilHealthy(baseUrl, child, output, 300_000);
  return {
    baseUrl,
    dataDir,
    output,
    pid: child.pid!,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}
