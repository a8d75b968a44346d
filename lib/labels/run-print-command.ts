import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LABEL_FILE_PLACEHOLDER } from "@/lib/config/env";
import { DomainError } from "@/lib/errors/domain-error";
import { log } from "@/lib/log";

/** What the command wrote, kept for the log: enough to see a printer's complaint. */
const MAX_OUTPUT_BYTES = 64 * 1024;

/**
 * Hands a label PNG to the configured printer command: the file goes to a private temporary
 * folder, its path takes the placeholder's place in the arguments, and the program runs without
 * a shell (execFile), so nothing in a label's text can become part of a command line. Its output
 * goes to the log; a failure, a non-zero exit or a timeout is a 502.
 */
export async function runPrintCommand(
  argv: string[],
  png: Uint8Array,
  timeoutMs: number,
  fields: Record<string, unknown>,
): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "cairn-label-"));
  const file = path.join(folder, "label.png");
  try {
    await writeFile(file, png, { mode: 0o600 });
    const [program, ...args] = argv as [string, ...string[]];
    const started = Date.now();
    const outcome = await new Promise<{
      error: (Error & { code?: unknown; killed?: boolean }) | null;
      stdout: string;
      stderr: string;
    }>((resolve) =>
      execFile(
        program,
        args.map((arg) => arg.split(LABEL_FILE_PLACEHOLDER).join(file)),
        { shell: false, timeout: timeoutMs, maxBuffer: MAX_OUTPUT_BYTES, windowsHide: true },
        (error, stdout, stderr) => resolve({ error, stdout: String(stdout), stderr: String(stderr) }),
      ),
    );
    const report = {
      ...fields,
      program,
      ms: Date.now() - started,
      stdout: outcome.stdout.trim(),
      stderr: outcome.stderr.trim(),
    };
    if (!outcome.error) {
      log.info("label printed", report);
      return;
    }
    const why = outcome.error.killed
      ? `did not finish within ${Math.round(timeoutMs / 1000)} s`
      : typeof outcome.error.code === "number"
        ? `exited with ${outcome.error.code}`
        : `could not be started (${String(outcome.error.code ?? outcome.error.message)})`;
    log.warn("label print command failed", { ...report, why });
    throw new DomainError(
      "upstream_failed",
      `the label printer command ${why}; the server log has its output`,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
