import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./server";

export const OIDC_TEST_CLIENT_ID = "cairn-test";
export const OIDC_TEST_CLIENT_SECRET = "cairn-test-secret-0123456789abcdef";

export type RunningOidcProvider = { issuer: string; port: number; stop: () => Promise<void> };

/**
 * Starts the loopback OpenID Connect provider (tests/support/oidc-provider-server.mjs) in its own
 * process, on `port` or a free one, accepting the given redirect URIs.
 */
export async function startOidcProvider(redirectUris: string[], port?: number): Promise<RunningOidcProvider> {
  const listenOn = port ?? (await freePort());
  const script = path.join(import.meta.dirname, "oidc-provider-server.mjs");
  const child = spawn(process.execPath, [script, String(listenOn), redirectUris.join(",")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`OIDC provider did not start:\n${log}`)), 20_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      const ready = /^ready (\S+)$/m.exec(log);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`OIDC provider exited with ${code}:\n${log}`));
    });
  });
  return {
    issuer,
    port: listenOn,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The OIDC settings of a Cairn server signing in through `provider`. */
export function oidcEnv(
  provider: RunningOidcProvider,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    OIDC_ENABLED: "true",
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: OIDC_TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT_SECRET,
    ...extra,
  };
}
