import { z } from "zod";

/** GET /api/health/live: the process is up and answering. */
export const livenessOut = z.object({ status: z.literal("ok") });

const checkResult = z.object({
  ok: z.boolean(),
  /** How long the check took, when it passed. */
  ms: z.number().optional(),
  /** Why it failed, in a few fixed words (never hosts, paths or driver messages). */
  error: z.string().optional(),
});

/** GET /api/health/ready: 200 when every check passed, else 503 with the same body. */
export const readinessOut = z.object({
  status: z.enum(["ok", "unavailable"]),
  checks: z.object({ database: checkResult, migrations: checkResult, storage: checkResult }),
});
export type ReadinessReport = z.infer<typeof readinessOut>;
