// `npm run docs:config`: writes docs/configuration.md from the environment schemas
// (scripts/docs/configuration-doc.mjs); `--check` only says whether the file is up to date.
import { readFile, writeFile } from "node:fs/promises";
import { withTypeScriptModule } from "../load-ts.mjs";
import { command, outputFile, renderConfiguration } from "./configuration-doc.mjs";

const text = await withTypeScriptModule("lib/config/env-docs.ts", (docs) => renderConfiguration(docs));
if (process.argv.includes("--check")) {
  const current = await readFile(outputFile, "utf8").catch(() => "");
  if (current !== text) {
    console.error(`docs/configuration.md is out of date: run ${command}`);
    process.exit(1);
  }
  console.log("docs/configuration.md is up to date");
} else {
  await writeFile(outputFile, text);
  console.log("wrote docs/configuration.md");
}
