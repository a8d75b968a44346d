import { log } from "@/lib/log";
import type { ReadinessReport } from "@/lib/schemas/health";
import { checkDatabase } from "./check-database";
import { checkMigrations } from "./check-migrations";
import { checkStorage } from "./check-storage";
import { withTimeout } from "./with-timeout";

const CHECK_TIMEOUT_MS = 3000;

const checks = { database: checkDatabase, migrations: checkMigrations, storage: checkStorage };

// What a failed check may say to an unauthenticated caller: fixed words, never a driver's message
// (which can hold hosts, paths or user names). The full error goes to the log.
function publicReason(name: string, error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  if (message === "timed out") return "timed out";
  if (name === "migrations" && /^\d+ migrations? not applied$/.test(message)) return message;
  return name === "storage" ? "not writable" : "unavailable";
}

let inFlight: Promise<ReadinessReport> | undefined;

/**
 * Runs the readiness checks in parallel, each with a short timeout. Callers arriving while a run
 * is under way share its answer, so a flood of probes costs one storage write at a time.
 */
export function checkReadiness(): Promise<ReadinessReport> {
  inFlight ??= runChecks().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function runChecks(): Promise<ReadinessReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const started = performance.now();
      try {
        await withTimeout(CHECK_TIMEOUT_MS, check);
        return [name, { ok: true, ms: Math.round(performance.now() - started) }] as const;
      } catch (error) {
        log.warn("readiness check failed", { check: name, error });
        return [name, { ok: false, error: publicReason(name, error) }] as const;
      }
    }),
  );
  const result = Object.fromEntries(entries) as ReadinessReport["checks"];
  const ready = Object.values(result).every((check) => check.ok);
  return { status: ready ? "ok" : "unavailable", checks: result };
}
