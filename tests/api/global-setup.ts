import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { createScratchDatabase } from "../support/postgres";
import { startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: "sqlite" | "postgresql";
    postgresAdminUrl: string;
    databaseUrl: string;
    /** The test server's DATA_DIR (uploaded files live in its `files` folder). */
    dataDir: string;
  }
}

/**
 * One real server for the API suite: SQLite in a temporary data directory, or, when
 * TEST_DATABASE_URL is set, a scratch PostgreSQL database on that server.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The build (when the sources changed) comes before the server, not inside its start-up time
  // limit: beside the other suite in CI, on a busy machine, it once took longer than that limit. When
  // the other suite's server is building already, this waits for that build (the build lock).
  buildIfStale(path.resolve(import.meta.dirname, "..", ".."), {
    log: (message) => console.log(`api suite: ${message}`),
  });
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, "api") : undefined;
  // TRUST_PROXY lets each test act as its own client address (X-Forwarded-For), so rate-limit
  // tests do not lock the others out.
  const server = await startServer({
    env: { TRUST_PROXY: "true", ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseKind", scratch ? "postgresql" : "sqlite");
  project.provide("postgresAdminUrl", adminUrl ?? "");
  project.provide("dataDir", server.dataDir);
  project.provide("databaseUrl", scratch ? scratch.url : `file:${server.dataDir}/cairn.db`);
  return async () => {
    await server.stop();
    if (/"level":"error"/.test(server.output()) && process.env.CAIRN_TEST_SHOW_SERVER_ERRORS) {
      console.log(server.output());
    }
    await scratch?.drop();
  };
}
