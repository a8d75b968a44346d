import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findLoggedSecrets } from "./check-logged-secrets.mjs";

const base = mkdtempSync(path.join(tmpdir(), "cairn-logged-secrets-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));

function serverLog(name: string, text: string, mtime?: Date): void {
  mkdirSync(path.join(base, name), { recursive: true });
  const file = path.join(base, name, "server.log");
  writeFileSync(file, text);
  if (mtime) utimesSync(file, mtime, mtime);
}

describe("findLoggedSecrets", () => {
  const secrets = path.join(base, "used-secrets");
  mkdirSync(secrets);
  writeFileSync(path.join(secrets, "1.txt"), "correct horse battery\nsk_live_abcdefghijkl\n");
  writeFileSync(path.join(secrets, "2.txt"), "token/with+odd=chars\n");
  const since = Date.now() - 1000;

  it("finds a secret written plainly or URL-encoded, and names the log without the secret", () => {
    serverLog("api-a", '{"msg":"request","route":"/api/v1/users/login"}\n');
    serverLog("api-b", '{"msg":"oops","body":"password=correct horse battery"}\n');
    serverLog("api-c", `{"url":"/x?access_token=${encodeURIComponent("token/with+odd=chars")}"}\n`);
    const found = findLoggedSecrets(secrets, base, since);
    expect(found.secrets).toBe(3);
    expect(found.logs).toBe(3);
    expect(found.leaks).toHaveLength(2);
    expect(found.leaks.join("\n")).not.toContain("correct horse battery");
    expect(found.leaks[0]).toMatch(/^api-b/);
  });

  it("reads only the logs of this run", () => {
    serverLog("api-old", "correct horse battery\n", new Date(since - 60_000));
    expect(findLoggedSecrets(secrets, base, since).leaks.some((leak) => leak.startsWith("api-old"))).toBe(
      false,
    );
  });
});
