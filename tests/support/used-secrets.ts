import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Remembers the passwords, tokens, keys and secrets a test sent or was given, one file per test
 * process in CAIRN_TEST_SECRETS_DIR (set by `npm test` for the API suite). After the suite,
 * scripts/test/check-logged-secrets.mjs greps every test server's log for them: none may appear.
 */
const dir = process.env.CAIRN_TEST_SECRETS_DIR;
const file = dir ? path.join(dir, `${process.pid}.txt`) : undefined;
const remembered = new Set<string>();

const SECRET_REQUEST_FIELDS = ["password", "current", "new", "token", "secret"];
const SECRET_ANSWER_FIELDS = ["token", "attachmentToken", "raw", "secret"];

function remember(value: unknown): void {
  if (!file || typeof value !== "string") return;
  const secret = value.replace(/^Bearer /, "");
  // Short or masked values ("whsec_…abcd") would match innocent text.
  if (secret.length < 12 || secret.includes("…") || remembered.has(secret)) return;
  remembered.add(secret);
  mkdirSync(dir!, { recursive: true });
  appendFileSync(file, `${secret}\n`);
}

function fieldsOf(value: unknown, names: readonly string[]): unknown[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  const nested = record.item && typeof record.item === "object" ? fieldsOf(record.item, names) : [];
  return [...names.map((name) => record[name]), ...nested];
}

/** The secrets in one API exchange: the Authorization header, the request body, the answer. */
export function rememberUsedSecrets(authorization: string | undefined, body: unknown, answer: unknown): void {
  remember(authorization);
  for (const value of fieldsOf(body, SECRET_REQUEST_FIELDS)) remember(value);
  for (const value of fieldsOf(answer, SECRET_ANSWER_FIELDS)) remember(value);
}
