import { inject } from "vitest";
import { createScratchDatabase } from "./postgres";
import { startServer } from "./server";

/**
 * A server of a test's own (for settings the suite's server lacks), with its own database on the
 * suite's database kind; its stop and drop are pushed onto `cleanups`.
 */
export async function ownServer(
  label: string,
  env: Record<string, string>,
  cleanups: Array<() => Promise<void>>,
) {
  const adminUrl = inject("postgresAdminUrl");
  const serverEnv: Record<string, string> = { TRUST_PROXY: "true", ...env };
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, label);
    cleanups.push(scratch.drop);
    serverEnv.DATABASE_URL = scratch.url;
  }
  const server = await startServer({ env: serverEnv });
  cleanups.push(() => server.stop());
  const databaseUrl = serverEnv.DATABASE_URL ?? `file:${server.dataDir}/cairn.db`;
  return { server, databaseUrl };
}
