import { z } from "zod";
import { optionalFutureTimestamp, trimmedName } from "./common";

export const apiKeyCreate = z.object({
  name: trimmedName(),
  expiresAt: optionalFutureTimestamp,
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreate>;

export const apiKeyOut = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string(),
});
export type ApiKeyOut = z.infer<typeof apiKeyOut>;

export const apiKeyCreatedOut = apiKeyOut.extend({ token: z.string() });
export type ApiKeyCreatedOut = z.infer<typeof apiKeyCreatedOut>;
