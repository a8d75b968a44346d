// Writes the PostgreSQL copy of prisma/schema.prisma and generates both Prisma clients, offline.
// Prisma's CLI wants a native schema engine it cannot download here; generation does not use it,
// so a stand-in executable satisfies the check.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writePostgresSchema } from "./db/schemas.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const prismaCli = path.join(root, "node_modules", "prisma", "build", "index.js");
if (!existsSync(prismaCli)) {
  console.log("prisma-generate: prisma is not installed yet, skipping");
  process.exit(0);
}

const postgresSchema = writePostgresSchema();
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/true",
  PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};

for (const schema of [path.join(root, "prisma", "schema.prisma"), postgresSchema]) {
  const result = spawnSync(process.execPath, [prismaCli, "generate", "--schema", schema], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    console.error(`prisma-generate: generating from ${path.relative(root, schema)} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("prisma-generate: SQLite and PostgreSQL clients generated");
