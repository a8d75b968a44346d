// `npm run i18n:types`: writes lib/i18n/catalogue-types.ts from the English catalogue's namespace
// files (after adding or removing one); `--check` only says whether the file is up to date.
import { readFileSync, writeFileSync } from "node:fs";
import { command, englishNamespaces, outputFile, renderCatalogueTypes } from "./catalogue-types-file.mjs";

const text = renderCatalogueTypes(englishNamespaces());
if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(outputFile, "utf8");
  } catch {}
  if (current !== text) {
    console.error(`${outputFile} is out of date: run ${command}`);
    process.exit(1);
  }
  console.log(`${outputFile} is up to date`);
} else {
  writeFileSync(outputFile, text);
  console.log(`wrote ${outputFile}`);
}
