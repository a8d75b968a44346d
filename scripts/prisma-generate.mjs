// Writes the PostgreSQL copy of prisma/schema.prisma and generates both Prisma clients, offline.
// Prisma's CLI wants a native schema engine it cannot download here; generation does not use it,
// so a stand-in executable satisfies the check.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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
// The generated client imports the query compiler's WebAssembly as an ES module holding one 4.4 MB
// base64 string. ES modules are never unloaded, so a server kept it twice for good: the module's
// source text and the string itself (a heap snapshot: 2 × 4.4 MB, retained by the module's source and
// its export's cell). Reading the same file as text keeps neither once the module is compiled; the
// import stays as the fallback should the file not resolve.
const WASM_IMPORT =
  /const \{ wasm \} = await import\("(@prisma\/client\/runtime\/[\w.]+\.wasm-base64\.mjs)"\)\n(\s*)return await decodeBase64AsWasm\(wasm\)/;
for (const client of ["sqlite", "postgres"]) {
  const file = path.join(root, "lib", "generated", client, "internal", "class.ts");
  const text = readFileSync(file, "utf8");
  const match = WASM_IMPORT.exec(text);
  if (!match) {
    console.error(
      `prisma-generate: the WebAssembly import of ${client}'s client has another shape; left as generated`,
    );
    continue;
  }
  const [whole, specifier, indent] = match;
  const replacement = [
    `// Patched by scripts/prisma-generate.mjs: the base64 text is read, not imported (see there).`,
    `try {`,
    `  const { readFile } = await import("node:fs/promises")`,
    `  const { createRequire } = await import("node:module")`,
    // A name the bundler cannot see: Turbopack would otherwise turn it into its own copy of the module.
    `  const file = ${JSON.stringify(specifier.replace(/\.mjs$/, ".js").split("/"))}.join("/")`,
    // The server runs from the project, as it reads its messages from there too.
    `  const source = await readFile(createRequire(process.cwd() + "/package.json").resolve(file), "utf8")`,
    `  const start = source.indexOf('"') + 1`,
    `  if (start > 0) return await decodeBase64AsWasm(source.slice(start, source.indexOf('"', start)))`,
    `} catch {}`,
    `const { wasm } = await import(${JSON.stringify(specifier)})`,
    `return await decodeBase64AsWasm(wasm)`,
  ].join(`\n${indent}`);
  writeFileSync(file, text.replace(whole, replacement));
}
console.log("prisma-generate: SQLite and PostgreSQL clients generated");
