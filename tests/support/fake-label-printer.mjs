// A stand-in label printer for the API tests: run as `node fake-label-printer.mjs <out dir> <file>`
// by the server (CAIRN_LABEL_PRINT_COMMAND). It records its arguments and a copy of the file in
// <out dir>/job-<n>.json / .png. A file named `fail` in <out dir> makes it exit 3 with a complaint
// on stderr; one named `hang` makes it sleep past any timeout.
import { copyFileSync, existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const [out, file] = process.argv.slice(2);
if (!out || !file) {
  process.stderr.write("usage: fake-label-printer <out dir> <file>\n");
  process.exit(2);
}
if (existsSync(path.join(out, "hang"))) await new Promise((resolve) => setTimeout(resolve, 60_000));
if (existsSync(path.join(out, "fail"))) {
  process.stderr.write("printer says: no tape\n");
  process.exit(3);
}
const job = readdirSync(out).filter((name) => name.endsWith(".json")).length + 1;
copyFileSync(file, path.join(out, `job-${job}.png`));
writeFileSync(path.join(out, `job-${job}.json`), JSON.stringify({ argv: process.argv.slice(2) }));
process.stdout.write(`printed job ${job}\n`);
