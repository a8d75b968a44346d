import "server-only";
import { config } from "./env";
import { readOrCreateSecrets } from "./secrets-file.mjs";

export type Secrets = { sessionSecret: string; apiKeyPepper: string };

let cached: Secrets | undefined;

/** Secrets given in the environment win; the rest are generated once and kept in DATA_DIR. */
export function secrets(): Secrets {
  if (cached) return cached;
  const { sessionSecret, apiKeyPepper, dataDir } = config();
  const stored = sessionSecret && apiKeyPepper ? undefined : readOrCreateSecrets(dataDir);
  cached = {
    sessionSecret: sessionSecret ?? process.env.NEXTAUTH_SECRET ?? stored!.sessionSecret,
    apiKeyPepper: apiKeyPepper ?? stored!.apiKeyPepper,
  };
  return cached;
}
