import { z } from "zod";
import { CHANGE_TYPES } from "@/lib/events/event-types";
import { uuid } from "./common";
import { pageQuery } from "./entities";

/** An absolute http(s) URL with a host, at most 2048 characters. */
const webhookUrl = z
  .string({ message: "is required" })
  .trim()
  .min(1, { message: "is required" })
  .max(2048, { message: "must be at most 2048 characters" })
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be an absolute http or https URL" });
      return;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      ctx.addIssue({ code: "custom", message: "must be an http or https URL" });
    } else if (url.hostname === "") {
      ctx.addIssue({ code: "custom", message: "must name a host" });
    }
  });

const description = z
  .string({ message: "must be a string" })
  .trim()
  .max(1000, { message: "must be at most 1000 characters" });

/** The event types a webhook is sent; empty means every type. Duplicates are dropped. */
const eventFilter = z
  .array(z.enum(CHANGE_TYPES, { message: `must be one of: ${CHANGE_TYPES.join(", ")}` }), {
    message: "must be a list of event types",
  })
  .max(CHANGE_TYPES.length, { message: "has too many entries" })
  .transform((types) => [...new Set(types)]);

const active = z.boolean({ message: "must be a boolean" });

export const webhookCreate = z.object({
  url: webhookUrl,
  description: description.optional().default(""),
  events: eventFilter.optional().default([]),
  active: active.optional().default(true),
});
export type WebhookCreate = z.output<typeof webhookCreate>;

/** A field left out keeps its stored value. */
export const webhookUpdate = z.object({
  url: webhookUrl.optional(),
  description: description.optional(),
  events: eventFilter.optional(),
  active: active.optional(),
});
export type WebhookUpdate = z.output<typeof webhookUpdate>;

/**
 * A webhook. `secret` is the signing key in full only in the create and rotate-secret answers;
 * elsewhere it is masked (its last four characters). A password in the URL is masked too.
 */
export const webhookOut = z.object({
  id: z.string(),
  groupId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  secret: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookOut = z.output<typeof webhookOut>;

export const webhookDeliveryParams = z.object({ id: uuid, deliveryId: uuid });

export const webhookDeliveryQuery = pageQuery;
export type WebhookDeliveryQuery = z.output<typeof webhookDeliveryQuery>;

/** One event sent (or to be sent) to a webhook, and how it went. */
export const webhookDeliveryOut = z.object({
  id: z.string(),
  webhookId: z.string(),
  /** The event's `id` in the body: its sequence number, or for a test event the delivery id. */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number(),
  /** When a pending delivery is tried next; null once delivered or failed. */
  nextAttemptAt: z.string().nullable(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  responseMs: z.number().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryOut = z.output<typeof webhookDeliveryOut>;

export const webhookDeliveryPageOut = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  items: z.array(webhookDeliveryOut),
});
export type WebhookDeliveryPageOut = z.output<typeof webhookDeliveryPageOut>;
