// `npm test`: lint, types, unit tests, the API suite on SQLite against a real server, and e2e.
import {
  Tally,
  checkStep,
  finish,
  loggedSecretsStep,
  playwrightStep,
  root,
  vitestStep,
  watchUsedSecrets,
} from "./steps.mjs";
import path from "node:path";

const tally = new Tally();
const bin = (name) => path.join(root, "node_modules", ".bin", name);

checkStep(tally, "lint", bin("eslint"), [".", "--max-warnings=0"]);
checkStep(tally, "format", bin("prettier"), ["--check", ".", "--log-level", "warn"]);
checkStep(tally, "types", bin("tsc"), ["--noEmit", "-p", "."]);
vitestStep(tally, "unit", ["unit"], { TEST_DATABASE_URL: "" });
const secrets = watchUsedSecrets("sqlite");
vitestStep(tally, "api-sqlite", ["api"], { TEST_DATABASE_URL: "", ...secrets.env });
loggedSecretsStep(tally, "api-sqlite-logs", secrets);
playwrightStep(tally, "e2e");
finish(tally, "sqlite");
