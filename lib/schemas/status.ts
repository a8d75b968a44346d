import { z } from "zod";

/** HomeBox's v1.APISummary: what a client reads before anyone signs in. */
export const statusReportOut = z.object({
  health: z.boolean(),
  versions: z.array(z.string()),
  title: z.string(),
  message: z.string(),
  build: z.object({ version: z.string(), commit: z.string(), buildTime: z.string() }),
  latest: z.object({ version: z.string(), date: z.string() }),
  demo: z.boolean(),
  allowRegistration: z.boolean(),
  labelPrinting: z.boolean(),
  oidc: z.object({
    enabled: z.boolean(),
    allowLocal: z.boolean(),
    autoRedirect: z.boolean(),
    buttonText: z.string(),
  }),
  telemetry: z.object({ enabled: z.boolean() }),
});
export type StatusReport = z.infer<typeof statusReportOut>;
