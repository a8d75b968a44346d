import { z } from "zod";
import { notifierUrlSaveProblem, readNotifierUrl } from "@/lib/notifiers/parse-notifier-url";
import { trimmedName } from "./common";

const urlText = z
  .string({ message: "is required" })
  .trim()
  .min(1, { message: "is required" })
  .max(2048, { message: "must be at most 2048 characters" });

/**
 * A notifier URL as saved: a URL of a Shoutrrr service HomeBox accepts. Whether its details work is
 * found out when it is tested or sent (422 naming the problem there), as HomeBox does.
 */
const notifierUrl = urlText.superRefine((value, ctx) => {
  const problem = notifierUrlSaveProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** A notifier URL to send a test to now: it must be one Cairn can send to (Shoutrrr formats). */
const sendableNotifierUrl = urlText.superRefine((value, ctx) => {
  const result = readNotifierUrl(value);
  if ("problem" in result) ctx.addIssue({ code: "custom", message: result.problem });
});

export const notifierCreate = z.object({
  name: trimmedName(255),
  url: notifierUrl,
  isActive: z.boolean({ message: "must be a boolean" }).optional().default(true),
});
export type NotifierCreate = z.output<typeof notifierCreate>;

/** HomeBox's NotifierUpdate: a null, empty or absent `url` keeps the stored one. */
export const notifierUpdate = z.object({
  name: trimmedName(255),
  url: z.preprocess((value) => (value === "" ? null : value), notifierUrl.nullable().optional()),
  isActive: z.boolean({ message: "must be a boolean" }).optional().default(true),
});
export type NotifierUpdate = z.output<typeof notifierUpdate>;

export const notifierTest = z.object({ url: sendableNotifierUrl });
export type NotifierTest = z.output<typeof notifierTest>;

/** HomeBox's NotifierOut. The URL carries the destination's secrets and is never sent back. */
export const notifierOut = z.object({
  id: z.string(),
  userId: z.string(),
  groupId: z.string(),
  name: z.string(),
  url: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotifierOut = z.output<typeof notifierOut>;

/**
 * Cairn's addition for owners (GET /v1/groups/notifiers): every member's notifier with whose it is
 * and its URL masked (scheme and host only; lib/notifiers/mask-notifier-url.ts).
 */
export const groupNotifierOut = notifierOut.extend({ userName: z.string(), url: z.string() });
export type GroupNotifierOut = z.output<typeof groupNotifierOut>;
