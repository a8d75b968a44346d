// `npm run test:postgres`: the PostgreSQL migration checks and the whole API suite on PostgreSQL.
// TEST_DATABASE_URL names a server and a role that may create databases; each run makes its own.
import { Tally, finish, loggedSecretsStep, vitestStep, watchUsedSecrets } from "./steps.mjs";

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    "test:postgres needs TEST_DATABASE_URL, e.g. postgresql://cairn:cairn@127.0.0.1:5432/postgres",
  );
  process.exit(2);
}
const tally = new Tally();
vitestStep(tally, "migrations-postgres", ["unit"], {}, ["scripts/db/"]);
const secrets = watchUsedSecrets("postgres");
vitestStep(tally, "api-postgres", ["api"], secrets.env);
loggedSecretsStep(tally, "api-postgres-logs", secrets);
finish(tally, "postgres");
