import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import type { StatusReport } from "@/lib/schemas/status";
import { buildInfo } from "./build-info";

async function databaseAnswers(): Promise<boolean> {
  try {
    await db().$queryRawUnsafe("SELECT 1");
    return true;
  } catch {
    return false;
  }
}

export async function getStatus(): Promise<StatusReport> {
  const build = buildInfo();
  const { oidc, allowLocalLogin } = config();
  return {
    health: await databaseAnswers(),
    versions: [build.version],
    title: "Cairn",
    message: "",
    build,
    latest: { version: build.version, date: build.buildTime },
    demo: false,
    allowRegistration: config().allowRegistration,
    labelPrinting: config().labelPrintCommand !== undefined,
    oidc: {
      enabled: oidc.enabled,
      allowLocal: allowLocalLogin,
      autoRedirect: oidc.autoRedirect,
      buttonText: oidc.buttonText,
    },
    telemetry: { enabled: false },
  };
}
