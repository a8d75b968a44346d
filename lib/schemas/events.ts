import { z } from "zod";

/** GET /events: resume after this sequence number (the Last-Event-ID header wins when both are sent). */
export const eventsQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, { message: "must be a non-negative integer" })
    .transform(Number)
    .optional(),
});
